import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { satisfies } from 'compare-versions';

/*
 * The versions docs/federation.md pins are the versions every package file asks for: a remote
 * built with another webpack or another copy of a singleton must not slip in unnoticed. And the
 * lock file installs one version of each shared singleton, the one every app's range admits, so
 * the shell and the remotes are built against the same copy.
 */
const root = path.resolve(__dirname, '..');
const packages = ['.', 'shared', 'host', 'remote-member', 'remote-admin', 'server', 'e2e'];

interface PackageFile {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const wanted = (dir: string): Record<string, string> => {
  const file = JSON.parse(
    fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'),
  ) as PackageFile;
  return { ...file.devDependencies, ...file.dependencies };
};

const table = Object.fromEntries(
  [
    ...fs
      .readFileSync(path.join(root, 'docs/federation.md'), 'utf8')
      .matchAll(/^\| `([@\w/.-]+)`\s*\| ([\d.]+)\s*\|/gm),
  ].map((m) => [m[1] ?? '', m[2] ?? '']),
);

describe('docs/federation.md', () => {
  it('pins webpack and every shared singleton', () => {
    expect(Object.keys(table)).toEqual(
      expect.arrayContaining([
        'webpack',
        'react',
        'react-dom',
        'react-router-dom',
        'react-redux',
        '@reduxjs/toolkit',
        'i18next',
        'react-i18next',
      ]),
    );
  });

  // This repository's own package: the table gives its version; the apps ask for a range of it.
  const SHARED = '@wallet/shared';

  it.each(Object.entries(table).filter(([name]) => name !== SHARED))(
    '%s is %s wherever a package asks for it',
    (name, version) => {
      const asked = packages
        .map((dir) => [dir, wanted(dir)[name]] as const)
        .filter(([, range]) => range !== undefined);
      expect(asked.length).toBeGreaterThan(0);
      expect(Object.fromEntries(asked)).toEqual(
        Object.fromEntries(asked.map(([dir]) => [dir, version])),
      );
    },
  );

  it(`${SHARED} is the version the table gives, and every app asks for ^ that version`, () => {
    const own = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as {
      version: string;
    };
    expect(own.version).toBe(table[SHARED]);
    const asked = packages
      .map((dir) => [dir, wanted(dir)[SHARED]] as const)
      .filter(([, range]) => range !== undefined);
    expect(asked.map(([dir]) => dir)).toEqual(
      expect.arrayContaining(['host', 'remote-member', 'remote-admin']),
    );
    expect(Object.fromEntries(asked)).toEqual(
      Object.fromEntries(asked.map(([dir]) => [dir, `^${own.version}`])),
    );
  });
});

describe('package-lock.json', () => {
  // The shared list is written once, in the webpack factory (CommonJS, no type declarations).
  const { SHARED_SINGLETONS, packageOf } = createRequire(__filename)('../webpack.common.js') as {
    SHARED_SINGLETONS: string[];
    packageOf: (key: string) => string;
  };
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; link?: boolean; resolved?: string }>;
  };
  // The shared list, and what the table pins besides: the libraries that travel inside a shared
  // module of ours (the router, Redux Toolkit, react-redux, react-i18next) are singletons too.
  const singletons = [
    ...new Set([
      ...SHARED_SINGLETONS.map(packageOf),
      ...Object.keys(table).filter((name) => name !== '@wallet/shared'),
    ]),
  ];

  /** Every installed copy of a package (hoisted or nested anywhere), by place, with its version. */
  const copies = (name: string) =>
    Object.fromEntries(
      Object.entries(lock.packages)
        .filter(
          ([place]) => place === `node_modules/${name}` || place.endsWith(`/node_modules/${name}`),
        )
        .map(([place, entry]) => [
          place,
          entry.link && entry.resolved ? lock.packages[entry.resolved]?.version : entry.version,
        ]),
    );

  it.each(singletons)("%s is installed once, at a version every app's range admits", (name) => {
    const installed = copies(name);
    const versions = [...new Set(Object.values(installed))];
    expect({ name, versions }).toEqual({ name, versions: [expect.any(String)] });
    const [version = ''] = versions;
    for (const dir of ['host', 'remote-member', 'remote-admin']) {
      const range = wanted(dir)[name];
      if (range !== undefined) {
        expect({ dir, name, range, version, fits: satisfies(version, range) }).toMatchObject({
          fits: true,
        });
      }
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';

/*
 * The versions docs/federation.md pins are the versions every package file asks for: a remote
 * built with another webpack or another copy of a singleton must not slip in unnoticed.
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
  it('pins webpack, the federation plugin and every shared singleton', () => {
    expect(Object.keys(table)).toEqual(
      expect.arrayContaining([
        'webpack',
        '@module-federation/enhanced',
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

  it.each(Object.entries(table))('%s is %s wherever a package asks for it', (name, version) => {
    const asked = packages
      .map((dir) => [dir, wanted(dir)[name]] as const)
      .filter(([, range]) => range !== undefined);
    expect(asked.length).toBeGreaterThan(0);
    expect(Object.fromEntries(asked)).toEqual(
      Object.fromEntries(asked.map(([dir]) => [dir, version])),
    );
  });
});

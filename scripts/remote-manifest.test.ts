import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';

/*
 * A remote is built with webpack's own container and RemoteManifestPlugin (webpack.manifest.js)
 * writes its mf-manifest.json: the file the shell checks before the remote runs, and reads to
 * find the entry. Built here on a two-module remote that shares
 * React, with the same plugins the remotes use.
 */
const repo = path.resolve(__dirname, '..');
const requireFromRepo = createRequire(__filename);
const { RemoteManifestPlugin } = requireFromRepo(path.join(repo, 'webpack.manifest.js')) as {
  RemoteManifestPlugin: new (options: object) => webpack.WebpackPluginInstance;
};
const reactVersion = (requireFromRepo('react/package.json') as { version: string }).version;

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  name: string;
  metaData: {
    buildInfo: { buildVersion: string };
    remoteEntry: { name: string; path: string; type: string };
    globalName: string;
    publicPath: string;
  };
  shared: { name: string; version: string; requiredVersion: string | false; singleton: boolean }[];
  exposes: { name: string; path: string; assets: Assets }[];
  pages: Record<string, { js: string[]; css: string[]; shared: string[] }>;
}

let app: string;
let out: string;
let manifest: Manifest;
const file = (name: string) => fs.readFileSync(path.join(out, name), 'utf8');

beforeAll(async () => {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-remote-manifest-'));
  out = path.join(app, 'dist');
  fs.writeFileSync(
    path.join(app, 'routes.js'),
    `import { jsx } from 'react/jsx-runtime';
export const routes = [{ path: '/', element: jsx('p', { children: 'ROUTES_MARKER' }) }];
export const lazyPage = () => import('./page.js');
export const chargePage = () => import(/* webpackChunkName: "page-wallet-charge" */ './charge.js');`,
  );
  fs.writeFileSync(
    path.join(app, 'page.js'),
    `import { useState } from 'react'; export const page = ['PAGE_MARKER', useState];`,
  );
  fs.writeFileSync(
    path.join(app, 'charge.js'),
    `import { useId } from 'react'; export const page = ['CHARGE_MARKER', useId];`,
  );
  const shared = {
    react: { singleton: true, requiredVersion: `^${reactVersion}` },
    'react/': { singleton: true, requiredVersion: `^${reactVersion}` },
  };
  const compiler = webpack({
    mode: 'production',
    context: app,
    target: 'web',
    entry: {},
    output: { path: out, publicPath: 'auto', uniqueName: 'fixture_member' },
    resolve: { modules: [path.join(repo, 'node_modules')] },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'member',
        filename: 'remoteEntry.js',
        library: { type: 'global', name: 'member' },
        exposes: { './routes': './routes.js' },
        shared,
      }),
      new RemoteManifestPlugin({ name: 'member', dir: repo, buildVersion: '1.4.2', shared }),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(String(stats)));
      else resolve();
    });
  });
  manifest = JSON.parse(file('mf-manifest.json')) as Manifest;
}, 60_000);
afterAll(() => fs.rmSync(app, { recursive: true, force: true }));

test('names the entry the shell runs, the global it sets and the version it was built as', () => {
  expect(manifest.name).toBe('member');
  expect(manifest.metaData).toMatchObject({
    buildInfo: { buildVersion: '1.4.2' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    globalName: 'member',
    publicPath: 'auto',
  });
  // The entry really sets that global, with the container's two calls.
  const self: Record<string, { init?: unknown; get?: unknown }> = {};
  const document = {
    currentScript: {
      tagName: 'SCRIPT',
      src: 'https://example.test/remotes/member/1/remoteEntry.js',
    },
  };
  vm.runInNewContext(file('remoteEntry.js'), { self, document });
  expect(typeof self.member?.init).toBe('function');
  expect(typeof self.member?.get).toBe('function');
});

test('states each shared package the remote uses, with its version and the range it needs', () => {
  expect(manifest.shared.map((entry) => entry.name)).toEqual(['react', 'react/jsx-runtime']);
  for (const entry of manifest.shared) {
    expect(entry).toMatchObject({
      version: reactVersion,
      requiredVersion: `^${reactVersion}`,
      singleton: true,
    });
  }
});

test('lists the exposed module’s own chunk as sync and its lazy page as async', () => {
  expect(manifest.exposes.map(({ name, path: key }) => [name, key])).toEqual([
    ['routes', './routes'],
  ]);
  const [routes] = manifest.exposes;
  const js = routes?.assets.js ?? { sync: [], async: [] };
  expect(js.sync.map(file).join('\n')).toContain('ROUTES_MARKER');
  expect(js.async.map(file).join('\n')).toContain('PAGE_MARKER');
  expect(js.sync.map(file).join('\n')).not.toContain('PAGE_MARKER');
});

test('lists the files of each page chunk named after its route, and the shared keys it uses', () => {
  // The unnamed lazy page is not listed: the shell fetches ahead only pages it can find by path.
  expect(Object.keys(manifest.pages)).toEqual(['page-wallet-charge']);
  const charge = manifest.pages['page-wallet-charge'];
  expect(charge?.js.map(file).join('\n')).toContain('CHARGE_MARKER');
  expect(charge?.js.map(file).join('\n')).not.toContain('PAGE_MARKER');
  expect(charge?.shared).toEqual(['react']);
});

import { findMisfits, parseManifest, providedShared, type ProvidedShared } from './remote-contract';

// webpack's shared scope as a page has it once the member remote started: the shell's copies
// (wallet_host) and the remote's own beside them.
jest.mock('./webpack-container', () => ({
  sharedScope: () => ({
    react: { '19.3.1': { from: 'wallet_host' }, '19.4.0': { from: 'wallet_member' } },
    i18next: { '26.7.2': { from: 'wallet_host' } },
    uplot: { '1.6.32': { from: 'wallet_admin' } },
  }),
}));

/*
 * The check the shell runs on a remote's mf-manifest.json before any of the remote's code runs.
 * The manifests below have the shape the build writes (webpack.manifest.js: the entry, and a
 * `shared` list, each with the range the remote's package.json asks for).
 */
const address = 'https://wallet.example/remotes/member/1.0.0-r1/mf-manifest.json';
const shell: ProvidedShared = {
  react: { version: '19.3.1', singleton: true },
  'react/jsx-runtime': { version: '19.3.1', singleton: true },
  'react-router-dom': { version: '7.18.5', singleton: true },
  '@wallet/shared/store': { version: '1.0.0', singleton: true },
  '@wallet/shared/ui': { version: '1.0.0', singleton: true },
  zod: { version: '4.6.7', singleton: false },
};

const builtFor = (shared: Record<string, string | false>, singleton = true) =>
  parseManifest(
    {
      id: 'member',
      name: 'member',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      shared: Object.entries(shared).map(([name, requiredVersion]) => ({
        id: `member:${name}`,
        name,
        version: typeof requiredVersion === 'string' ? requiredVersion.replace(/^\^/, '') : '1.0.0',
        requiredVersion,
        singleton,
      })),
      exposes: [],
    },
    address,
  );

describe('a remote against the shell it is loaded into', () => {
  it('fits when every singleton it needs is there at a version in its range', () => {
    const manifest = builtFor({
      react: '19.3.1',
      'react-router-dom': '7.18.5',
      '@wallet/shared/store': '^1.0.0',
      '@wallet/shared/ui': '^1.0.0',
    });
    expect(findMisfits(manifest, shell)).toEqual([]);
  });

  it('a newer minor version of the shared package still fits a remote built for 1.0', () => {
    const newer = { ...shell, '@wallet/shared/store': { version: '1.4.2', singleton: true } };
    expect(findMisfits(builtFor({ '@wallet/shared/store': '^1.0.0' }), newer)).toEqual([]);
  });

  it('is refused when it was built against @wallet/shared 2, naming what does not fit', () => {
    const manifest = builtFor({
      react: '19.3.1',
      '@wallet/shared/store': '^2.0.0',
      '@wallet/shared/ui': '^2.0.0',
    });
    expect(findMisfits(manifest, shell)).toEqual([
      { name: '@wallet/shared/store', required: '^2.0.0', provided: '1.0.0' },
      { name: '@wallet/shared/ui', required: '^2.0.0', provided: '1.0.0' },
    ]);
  });

  it('is refused when it pins another React than the one on the page', () => {
    expect(findMisfits(builtFor({ react: '19.4.0' }), shell)).toEqual([
      { name: 'react', required: '19.4.0', provided: '19.3.1' },
    ]);
  });

  it('a singleton the remote leaves unmarked is checked when the shell marks it', () => {
    expect(findMisfits(builtFor({ 'react/jsx-runtime': '^20.0.0' }, false), shell)).toEqual([
      { name: 'react/jsx-runtime', required: '^20.0.0', provided: '19.3.1' },
    ]);
  });

  it('leaves alone what it brings itself, what is not a singleton, and what asks for no range', () => {
    expect(findMisfits(builtFor({ uplot: '1.6.32' }), shell)).toEqual([]);
    expect(findMisfits(builtFor({ zod: '^5.0.0' }, false), shell)).toEqual([]);
    expect(findMisfits(builtFor({ react: false }), shell)).toEqual([]);
  });

  it('gives the version the release was built as, or null when its manifest does not say', () => {
    const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '19.3.1' }];
    const remoteEntry = { name: 'remoteEntry.js', path: '' };
    const built = (metaData: object) =>
      parseManifest({ name: 'member', metaData: { remoteEntry, ...metaData }, shared }, address);
    expect(built({ buildInfo: { buildVersion: '1.4.2', buildName: 'x' } }).version).toBe('1.4.2');
    expect(built({ buildInfo: { buildVersion: '' } }).version).toBeNull();
    expect(built({ buildInfo: { buildVersion: 142 } }).version).toBeNull();
    expect(built({ publicPath: 'auto' }).version).toBeNull();
  });

  it('finds the entry beside the manifest, and the global it sets (the remote’s name unless it says)', () => {
    expect(builtFor({})).toMatchObject({
      entry: 'https://wallet.example/remotes/member/1.0.0-r1/remoteEntry.js',
      globalName: 'member',
    });
    const shared: unknown[] = [];
    const metaData = { remoteEntry: { name: 'remoteEntry.js', path: 'js' }, globalName: 'm2' };
    expect(parseManifest({ name: 'member', metaData, shared }, address)).toMatchObject({
      entry: 'https://wallet.example/remotes/member/1.0.0-r1/js/remoteEntry.js',
      globalName: 'm2',
    });
  });

  it('a range the comparison cannot read does not fit', () => {
    expect(findMisfits(builtFor({ react: 'workspace:^' }), shell)).toEqual([
      { name: 'react', required: 'workspace:^', provided: '19.3.1' },
    ]);
  });

  it('what the shell provides is what its own build registered, not a remote’s copies', () => {
    expect(providedShared()).toEqual({
      react: { version: '19.3.1', singleton: true },
      i18next: { version: '26.7.2', singleton: true },
    });
  });

  it('a file that is not a manifest, or names no entry, is not taken for one', () => {
    expect(() => parseManifest({ member: '/remotes/member/x/mf-manifest.json' }, address)).toThrow(
      /not a Module Federation manifest/,
    );
    expect(() => parseManifest('<!doctype html>', address)).toThrow(
      /not a Module Federation manifest/,
    );
    expect(() => parseManifest({ name: 'member', metaData: {}, shared: [] }, address)).toThrow(
      'not a Module Federation manifest (no remoteEntry)',
    );
    const remoteEntry = { name: 'remoteEntry.js', path: '' };
    expect(() => parseManifest({ metaData: { remoteEntry }, shared: [] }, address)).toThrow(
      'not a Module Federation manifest (no name)',
    );
  });
});

// @ts-check
/**
 * A remote's `mf-manifest.json`, written beside its `remoteEntry.js`. The remotes are built with
 * webpack's own container (docs/federation.md, "Sizes"), which writes no manifest; the shell
 * reads this one before any of the remote's code runs: the contract check, the entry to run and
 * the first files to preload. Same shape as the manifest of @module-federation/enhanced, limited
 * to the fields the shell reads.
 */
const fs = require('node:fs');
const { Compilation } = require('webpack');

const NAME = 'RemoteManifestPlugin';
const MANIFEST = 'mf-manifest.json';

/**
 * @typedef {import('webpack').Compilation} WebpackCompilation
 * @typedef {import('webpack').ChunkGroup} ChunkGroup
 * @typedef {import('webpack').Module} Module
 * @typedef {{ js: { sync: string[], async: string[] }, css: { sync: string[], async: string[] } }} Assets
 * @typedef {{ shareKey: string, import: string | false | undefined }} ConsumeOptions
 * @typedef {{ id: string, name: string, version: string, singleton: boolean, requiredVersion: string | false, assets: Assets }} SharedEntry
 */

/**
 * `@wallet/shared/store` → `@wallet/shared`, `react/jsx-runtime` → `react`: the package a share
 * key belongs to (its version and the range an app asks for are that package's).
 * @param {string} key
 */
const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/** @param {ChunkGroup[]} groups @returns {string[]} */
const filesOf = (groups) => [
  ...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]))),
];

/**
 * The files of a chunk group (sync) and of every chunk group reached from it (async), as JS and
 * CSS. The shell preloads the sync JS of the exposed routes with the entry.
 * @param {ChunkGroup | undefined} group
 * @returns {Assets}
 */
function assetsOf(group) {
  const sync = group ? filesOf([group]) : [];
  /** @type {Set<ChunkGroup>} */
  const reached = new Set();
  const visit = (/** @type {ChunkGroup} */ parent) => {
    for (const child of parent.getChildren()) {
      if (reached.has(child)) continue;
      reached.add(child);
      visit(child);
    }
  };
  if (group) visit(group);
  const async = filesOf([...reached]).filter((file) => !sync.includes(file));
  const split = (/** @type {string[]} */ files, /** @type {string} */ ext) =>
    files.filter((file) => file.endsWith(ext));
  return {
    js: { sync: split(sync, '.js'), async: split(async, '.js') },
    css: { sync: split(sync, '.css'), async: split(async, '.css') },
  };
}

/**
 * A "consume shared" module's options (what the remote uses from the shared list), or null for
 * any other module. webpack types them on its own class only.
 * @param {Module} module
 * @returns {ConsumeOptions | null}
 */
function consumeOptions(module) {
  if (module.type !== 'consume-shared-module') return null;
  return /** @type {{ options: ConsumeOptions }} */ (/** @type {unknown} */ (module)).options;
}

class RemoteManifestPlugin {
  /**
   * @param {{
   *   name: string,
   *   dir: string,
   *   buildVersion: string,
   *   shared: Record<string, { requiredVersion?: string, version?: string, singleton?: boolean }>,
   * }} options `shared` as given to the container plugin (webpack.common.js, sharedFor)
   */
  constructor(options) {
    this.options = options;
  }

  /**
   * The shared config of a key: its own, or a prefix key's (`react/` for `react/jsx-runtime`).
   * @param {string} shareKey
   */
  configOf(shareKey) {
    const { shared } = this.options;
    if (shared[shareKey]) return shared[shareKey];
    const prefix = Object.keys(shared).find((key) => key.endsWith('/') && shareKey.startsWith(key));
    return prefix ? shared[prefix] : {};
  }

  /**
   * The version a shared key travels as when this remote brings its own copy: the config's, else
   * the installed package's.
   * @param {string} shareKey
   */
  versionOf(shareKey) {
    const stated = this.configOf(shareKey).version;
    if (stated) return stated;
    const file = require.resolve(`${packageOf(shareKey)}/package.json`, {
      paths: [this.options.dir],
    });
    return /** @type {{ version: string }} */ (JSON.parse(fs.readFileSync(file, 'utf8'))).version;
  }

  /** @param {WebpackCompilation} compilation */
  manifest(compilation) {
    const { name, buildVersion } = this.options;
    const { chunkGraph } = compilation;
    /** @type {Map<string, SharedEntry>} */
    const shared = new Map();
    /** @type {object[]} */
    const exposes = [];
    for (const module of compilation.modules) {
      const consume = consumeOptions(module);
      if (consume && !shared.has(consume.shareKey)) {
        const config = this.configOf(consume.shareKey);
        const [fallback] = module.blocks;
        shared.set(consume.shareKey, {
          id: `${name}:${consume.shareKey}`,
          name: consume.shareKey,
          version: this.versionOf(consume.shareKey),
          singleton: config.singleton === true,
          requiredVersion: config.requiredVersion ?? false,
          assets: assetsOf(fallback && chunkGraph.getBlockChunkGroup(fallback)),
        });
      }
      if (module.constructor.name === 'ContainerEntryModule') {
        for (const block of module.blocks) {
          // Each expose is one async block named by its key ('./routes').
          const exposed = /** @type {{ name?: string }} */ (block.loc).name ?? '';
          exposes.push({
            id: `${name}:${exposed.replace(/^\.\//, '')}`,
            name: exposed.replace(/^\.\//, ''),
            path: exposed,
            assets: assetsOf(chunkGraph.getBlockChunkGroup(block)),
          });
        }
      }
    }
    // The page chunks named after their route (pageChunkName, host/src/features/remotes): the
    // files a page opened at that address needs beside the routes, and the shared keys it
    // consumes (where the shell provides none, the remote's own copy in `shared` is fetched
    // too), for the shell to fetch ahead.
    /** @type {Record<string, { js: string[], css: string[], shared: string[] }>} */
    const pages = {};
    for (const group of compilation.chunkGroups) {
      if (!/^page(-|$)/.test(group.name ?? '')) continue;
      const { js, css } = assetsOf(group);
      /** @type {Set<string>} */
      const consumed = new Set();
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          const consume = consumeOptions(module);
          if (consume) consumed.add(consume.shareKey);
        }
      }
      pages[group.name] = { js: js.sync, css: css.sync, shared: [...consumed].sort() };
    }
    return {
      id: name,
      name,
      metaData: {
        name,
        type: 'app',
        buildInfo: { buildVersion, buildName: `@wallet/remote-${name}` },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        globalName: name,
        // Every file sits beside the manifest: the shell finds the entry from the manifest's
        // address, and the entry its chunks from its own script's address.
        publicPath: 'auto',
      },
      shared: [...shared.values()].sort((a, b) => (a.name < b.name ? -1 : 1)),
      remotes: [],
      exposes,
      pages,
    };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Early enough that the compression plugins write its .br and .gz copies.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const json = `${JSON.stringify(this.manifest(compilation), null, 2)}\n`;
          compilation.emitAsset(MANIFEST, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { RemoteManifestPlugin, packageOf };

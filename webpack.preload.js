// @ts-check
/**
 * The shell's start, in one wave. Its start script loads `./bootstrap` behind the async boundary;
 * the chunks of every shared module the bootstrap uses are fetched only once the start script
 * runs, and a shared module's own shared imports (the store's Redux Toolkit, react-dom's React)
 * only once that chunk has arrived: three waves of round trips on a slow network before the
 * first render (docs/benchmarks.md, "Paint"). This plugin writes a `<link rel="preload">` for
 * each of those files into index.html, so they all travel at once. Lazy parts of the shell (a
 * page loaded on its route) are not preloaded.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/**
 * @typedef {import('webpack').Compilation} Compilation
 * @typedef {import('webpack').ChunkGroup} ChunkGroup
 * @typedef {import('webpack').Module} Module
 */

/**
 * A module federation "consume shared" module's share key, or null for any other module.
 * @param {Module} module
 */
function consumedKey(module) {
  if (!module.getSourceTypes().has('consume-shared')) return null;
  const options = /** @type {{ options?: { shareKey?: string } }} */ (
    /** @type {unknown} */ (module)
  ).options;
  return options?.shareKey ?? null;
}

/**
 * The host's own copy of each shared module (what a consume resolves to when the host provides
 * it), by share key.
 * @param {Compilation} compilation
 */
function providedModules(compilation) {
  /** @type {Map<string, Module>} */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const name = /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;
    if (name) provided.set(name, module);
  }
  return provided;
}

/**
 * The JS and CSS files the page needs before the shell's first render: the chunks of
 * `import(request)` from the entry and, transitively, of every shared module they consume.
 * @param {Compilation} compilation
 * @param {string} request the async boundary's request (`./bootstrap`)
 * @returns {string[]}
 */
function startupFiles(compilation, request) {
  const { chunkGraph } = compilation;
  const boundary = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === request),
  );
  if (!boundary) throw new Error(`${NAME}: no chunk group for import('${request}')`);
  const provided = providedModules(compilation);
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<ChunkGroup>} */
  const seen = new Set();
  /** @param {ChunkGroup | undefined} group */
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const key = consumedKey(module);
        if (key === null) continue;
        const source = provided.get(key) ?? module;
        for (const block of source.blocks) visit(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  visit(boundary);
  return [...files].sort();
}

class StartupPreloadPlugin {
  /** @param {{ request: string }} options */
  constructor({ request }) {
    this.request = request;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        // The entry first: it holds the runtime that runs everything else (a deferred script
        // alone would be fetched at low priority behind the preloads).
        const entry = [...compilation.entrypoints.values()].flatMap((point) =>
          point.getFiles().filter((file) => file.endsWith('.js')),
        );
        const files = [...new Set([...entry, ...startupFiles(compilation, this.request)])];
        // A stylesheet is preloaded, not linked: the chunk loader adds it when its chunk runs
        // (a linked one would hold back the deferred entry script until it arrived).
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: publicPath + file,
          }),
        );
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };

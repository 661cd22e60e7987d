// @ts-check
/**
 * One webpack factory for the three web apps (host, remote-member, remote-admin): loaders, the
 * dev server and the Module Federation `shared` list, written once. Why each choice (the pinned
 * versions, the async boundary, run-time remotes) is in docs/federation.md.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { container } = require('webpack');
const { RemoteManifestPlugin, packageOf } = require('./webpack.manifest.js');
const { ReleaseFolderPlugin, releaseOptions } = require('./webpack.release.js');
const { StartupPreloadPlugin } = require('./webpack.preload.js');

/** Dev-server ports; the API runs on 3000 (scripts/dev.mjs). */
const DEV_PORTS = { host: 8080, member: 8081, admin: 8082 };
const DEV_API_TARGET = 'http://localhost:3000';

/**
 * Everything that must exist once on the page. All singletons, none eager (each app starts with
 * `index.ts` → `import('./bootstrap')`). `react/` and `react-dom/` share `react/jsx-runtime` and
 * `react-dom/client`; without them React is bundled twice ("Invalid hook call"). The shared
 * package is listed per subpath so every app sees the same store, api object and i18n setup.
 * The router travels as `@wallet/shared/router`, the names the site uses: react-router-dom shared
 * itself is sent whole (a shared module is not tree-shaken), 71 KB gz where ~20 are used. In the
 * same way Redux Toolkit and react-redux travel inside `@wallet/shared/store` and react-i18next
 * inside `@wallet/shared/i18n`, each trimmed to what the site uses.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'i18next',
  '@wallet/shared/store',
  '@wallet/shared/i18n',
  '@wallet/shared/ui',
  '@wallet/shared/html',
  '@wallet/shared/contracts',
  '@wallet/shared/router',
];

/**
 * Shared under a package's name, but built from a module of ours: `import { z } from 'zod'` is,
 * in every remote, the one copy of `shared/src/zod/page-zod.ts` (the builders the site uses),
 * and `import { z } from 'zod/mini'`, in every app, the one copy of `page-zod-mini.ts`.
 * Singletons like the others, stated at the installed package's version.
 */
const SHARED_SUBSTITUTES = {
  zod: {
    // A package's subpath, not a file path: an absolute one would differ from folder to
    // folder, and a relative one depends on the folder the build runs in.
    import: '@wallet/shared/page-zod',
    version: require('zod/package.json').version,
  },
  // The same for zod's mini form: all the shell's own schemas use (page-zod-mini.ts).
  'zod/mini': {
    import: '@wallet/shared/page-zod-mini',
    version: require('zod/package.json').version,
  },
};

/**
 * Shared by the remotes only. The shell's code uses zod's mini form alone (lint keeps it so):
 * were full zod in the shell's build, zod's core would be built with every part full zod uses,
 * and the shell's first page would carry it (docs/federation.md, "zod in two forms").
 */
const REMOTES_ONLY = ['zod'];

/** The libraries the shell's first page shares (with zod's mini form, all the shell has of zod). */
const SHELL_START_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|immer|reselect|redux|redux-thunk|react-redux|use-sync-external-store|i18next|react-i18next|@standard-schema|zod)[\\/]/;
/**
 * Of the shared package, what every page uses: the shared modules of the UI, the store, the
 * router, the contracts and zod's mini form, the i18n setup (not the languages: one travels),
 * and the domain (formats, amounts, rates), which webpack would otherwise copy into each chunk
 * that uses it.
 */
const SHELL_START_SHARED =
  /[\\/]shared[\\/]src[\\/]((ui|store|router|contracts|zod|domain)[\\/]|i18n[\\/][^\\/]+$)/;

/**
 * Whether a chunk is part of the shell's start: the bootstrap's (the async boundary's import in
 * index.ts) or a shared module's own, which the start consumes. A lazy part of the shell (the
 * login pages, each language's texts, the back office's) is neither.
 * @param {import('webpack').Chunk} chunk
 */
const isStartChunk = (chunk) =>
  [...chunk.groupsIterable].some((group) =>
    group.origins.some(
      (origin) =>
        origin.request === './bootstrap' ||
        /^(Provide|Consume)SharedModule$/.test(origin.module?.constructor.name ?? ''),
    ),
  );

/**
 * The shell's first page in one file: the bootstrap's chunk, and of the shared modules' chunks
 * those libraries and modules of the shared package. gzip packs one file better than the
 * sixteen they were: the same code is 7 KB less, and it paints earlier (docs/benchmarks.md,
 * "Round 8"). A module only a lazy part uses (the login schema, say) stays with that part.
 */
const SHELL_START_CHUNK = {
  test: (
    /** @type {import('webpack').Module} */ module,
    /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph },
  ) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)].filter(isStartChunk);
    if (chunks.some((chunk) => chunk.name === 'bootstrap')) return true;
    const resource = module.nameForCondition() ?? '';
    return (
      chunks.length > 0 &&
      (SHELL_START_PACKAGES.test(resource) || SHELL_START_SHARED.test(resource))
    );
  },
  name: 'start',
  chunks: /** @type {const} */ ('async'),
  enforce: true,
};

/**
 * The shared list for one app. Each key carries the range the app's package.json asks for, so
 * the remote's mf-manifest.json states what it needs (the host checks it before running the
 * remote); without it the manifest would say `^<bundled version>` whatever the app asked for.
 * @param {string} dir the app's folder
 * @param {Record<string, string | undefined>} env
 */
function sharedFor(dir, env = process.env) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const ranges = { ...dependencies, ...sharedPackageRangeFromEnv(env) };
  return Object.fromEntries(
    [...SHARED_SINGLETONS, ...Object.keys(SHARED_SUBSTITUTES)].map((key) => {
      const requiredVersion = ranges[packageOf(key)];
      return [
        key,
        {
          singleton: true,
          ...(requiredVersion ? { requiredVersion } : {}),
          ...SHARED_SUBSTITUTES[/** @type {keyof typeof SHARED_SUBSTITUTES} */ (key)],
        },
      ];
    }),
  );
}

/**
 * WALLET_SHARED_RANGE (a test build variant, never a release to publish): the range of
 * @wallet/shared the build declares it needs, in place of its package.json's, so a remote built
 * "against @wallet/shared 3" is a real build whose manifest the shell must refuse
 * (e2e/tests/release.spec.ts).
 * @param {Record<string, string | undefined>} env
 */
function sharedPackageRangeFromEnv(env) {
  const range = env.WALLET_SHARED_RANGE?.trim();
  if (!range) return {};
  if (!/^[\^~]?\d+\.\d+\.\d+$/.test(range)) {
    throw new Error(`WALLET_SHARED_RANGE must be a version range such as ^3.0.0, got "${range}"`);
  }
  return { '@wallet/shared': range };
}

/** What the host's dev server answers at /mf-remotes.json: the remotes' own dev servers. */
const devRemoteMap = {
  member: `http://localhost:${DEV_PORTS.member}/mf-manifest.json`,
  admin: `http://localhost:${DEV_PORTS.admin}/mf-manifest.json`,
};

/** Brotli (smallest) and gzip (for every client) copies of each text file. */
/** react-router and react-router/dom, as their production build (exact imports only). */
function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
  return {
    'react-router$': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist, 'production', 'dom-export.mjs'),
  };
}

function compressionPlugins() {
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** @param {string} dir an app's folder */
const packageVersion = (dir) =>
  /** @type {{ version: string }} */ (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  ).version;

/**
 * Module Federation for one app, with webpack's own container plugin. The shell shares its
 * singletons and loads the remotes at run time (host/src/features/remotes: the remote map, each
 * remote's manifest checked, then its container started in the page's shared scope). A remote is
 * a container (`init` and `get`) with `mf-manifest.json` written beside its entry
 * (webpack.manifest.js). No federation runtime travels besides webpack's own few functions
 * (docs/federation.md, "Sizes").
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, isHost: boolean, buildVersion: string }} options
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function federationPlugins({ name, dir, exposes, isHost, buildVersion }) {
  const shared = sharedFor(dir);
  if (isHost) {
    for (const key of REMOTES_ONLY) delete shared[key];
    return [new container.ModuleFederationPlugin({ name, shared })];
  }
  return [
    new container.ModuleFederationPlugin({
      name,
      // Un-hashed, named by the manifest; it sets `self[name]`, the global the shell reads.
      filename: 'remoteEntry.js',
      library: { type: 'global', name },
      exposes,
      shared,
    }),
    new RemoteManifestPlugin({ name, dir, buildVersion, shared }),
  ];
}

/**
 * @param {{
 *   name: 'host' | 'member' | 'admin',
 *   dir: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebConfig({ name, dir, port, exposes, isHost = false }) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    // A remote's build is a release folder; the dev server serves from memory at its root.
    const serving = typeof env === 'object' && env !== null && 'WEBPACK_SERVE' in env;
    const release = !isHost && !serving ? releaseOptions(dir) : null;
    // The manifest's metaData.buildInfo.buildVersion, which the shell shows as the remote's
    // version: the release's (RELEASE_VERSION or package.json).
    const buildVersion = release?.version ?? packageVersion(dir);
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      // 'web' rather than browserslist: smaller runtime code in every file.
      target: 'web',
      entry: { main: './src/index.ts' },
      output: {
        path: release ? release.stagingDir : path.join(dir, 'dist'),
        // The host is served at the site root; a remote learns its address from its script tag.
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        // Also the name each build registers its shared packages under (the shell's contract
        // check reads `wallet_host` in host/src/features/remotes/remote-contract.ts).
        uniqueName: `wallet_${name}`,
        // The host's dist/ is one build; a remote's staging folder is its own, never a release.
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // react-router's package exports name only its development build (with its warnings on),
        // whatever the mode; a production build takes the production one it ships beside it.
        alias: production ? reactRouterProductionBuild() : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                // Types are checked by `tsc -p <app>`; the build only strips them.
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false },
              },
            },
          },
          {
            test: /\.css$/,
            // A production build writes CSS files beside the chunks that import them: no CSS
            // inside JavaScript, no <style> injection code, fetched in parallel with the chunk.
            // The dev server keeps style-loader for instant reloads.
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
        ],
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      // The shell only (in a remote the same group made the first page larger: many small files).
      ...(isHost
        ? { optimization: { splitChunks: { cacheGroups: { start: SHELL_START_CHUNK } } } }
        : {}),
      plugins: [
        ...federationPlugins({ name, dir, exposes, isHost, buildVersion }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({ template: './index.html' }),
              // Every file of the shell's start requested at once (webpack.preload.js).
              new StartupPreloadPlugin({ request: './bootstrap' }),
            ]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        ...(release ? [new ReleaseFolderPlugin(release)] : []),
        // Precompressed beside each file (.br, .gz): the server and nginx send them as they are,
        // with no compression work per request. Uncompressed, the first load was ~950 KB.
        ...(production ? compressionPlugins() : []),
      ],
      performance: { hints: false },
      devServer: {
        port,
        // The host page fetches remote files from the other dev servers.
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        ...(isHost
          ? {
              historyApiFallback: true,
              proxy: [{ context: ['/api'], target: DEV_API_TARGET }],
              /** @type {import('webpack-dev-server').Configuration['setupMiddlewares']} */
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app?.get('/mf-remotes.json', (_request, response) => {
                  response.json(devRemoteMap);
                });
                return middlewares;
              },
            }
          : {
              // A remote runs inside the host page: reload that page when the remote changes.
              hot: false,
              client: { webSocketURL: `ws://localhost:${port}/ws` },
            }),
      },
    };
  };
}

module.exports = {
  createWebConfig,
  sharedFor,
  packageOf,
  DEV_PORTS,
  SHARED_SINGLETONS,
  SHARED_SUBSTITUTES,
};

// Builds and serves the floor app (src/index.tsx): one plain webpack bundle, built the way the
// site's apps are (webpack.common.js: production mode with webpack's default minifier, target
// 'web', ts-loader stripping types), with no Module Federation.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '..', '..', '..');
const require = createRequire(import.meta.url);

/** Builds into `outDir` (emptied first); resolves to the JS files written. */
export async function buildFloorApp(outDir) {
  const webpack = require('webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const config = {
    mode: 'production',
    context: here,
    target: 'web',
    entry: { main: './src/index.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      modules: [path.join(root, 'node_modules')],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(here, 'tsconfig.json'),
              compilerOptions: { noEmit: false },
            },
          },
        },
      ],
    },
    devtool: false,
    plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
    performance: { hints: false },
  };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return fs.readdirSync(outDir).filter((f) => f.endsWith('.js'));
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8' };

/**
 * Serves `dir` on 127.0.0.1:`port` the way the site's server serves its build: brotli where the
 * browser takes it (quality 11, as the build's .br files), every unknown path answered with
 * index.html. Resolves to a function that stops it.
 */
export async function serveFloorApp(dir, port) {
  const cache = new Map();
  const body = (file, encoding) => {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const raw = fs.readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            })
          : encoding === 'gzip'
            ? zlib.gzipSync(raw, { level: 9 })
            : raw,
      );
    }
    return cache.get(key);
  };
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : '';
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body(file, encoding));
  });
  await new Promise((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

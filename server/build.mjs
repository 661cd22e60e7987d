// Bundles the server for `node server/dist/main.mjs` and `node server/dist/cli.mjs`.
// @wallet/shared is TypeScript source inside this repository, so it is bundled in; every other
// package stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== '@wallet/shared')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // An ES module has no `require`; give one to any bundled CommonJS that asks for it.
  banner: {
    js: "import { createRequire as __walletCreateRequire } from 'node:module';\nconst require = __walletCreateRequire(import.meta.url);",
  },
});
console.log('server bundled: dist/main.mjs, dist/cli.mjs');

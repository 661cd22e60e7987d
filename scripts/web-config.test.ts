import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';

/*
 * The production settings each app's webpack.config.js gives (webpack.common.js). A chunk
 * splitting setting meant for the shell once reached the remotes as `splitChunks: false`, and
 * every page chunk of a remote carried its own copy of the code the pages share: nothing failed,
 * the remote's files doubled. Read from the configs, not a build, so it runs in a moment.
 */
const repo = path.resolve(__dirname, '..');
const requireFromRepo = createRequire(__filename);
type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

const productionConfig = (app: string): Configuration => {
  const factory = requireFromRepo(path.join(repo, app, 'webpack.config.js')) as ConfigFactory;
  return factory({}, { mode: 'production' });
};

describe('production builds', () => {
  it.each(['remote-member', 'remote-admin'])(
    '%s keeps webpack’s default chunk splitting',
    (app) => {
      expect(productionConfig(app).optimization?.splitChunks).toBeUndefined();
    },
  );

  describe('the shell adds one group to the default splitting: its first page in one file', () => {
    const splitChunks = productionConfig('host').optimization?.splitChunks;
    const group = splitChunks && splitChunks.cacheGroups?.start;
    type Test = (module: unknown, context: unknown) => boolean;
    /** Whether a module of that path, in chunks of those names, goes into the start file. */
    const inStart = (resource: string, chunkNames: string[] = []) => {
      const test = (group as { test: Test }).test;
      const module = { nameForCondition: () => resource };
      const chunkGraph = { getModuleChunksIterable: () => chunkNames.map((name) => ({ name })) };
      return test(module, { chunkGraph });
    };

    it('is the only group added, named, for async chunks, whatever their size', () => {
      expect(group).toMatchObject({ name: 'start', chunks: 'async', enforce: true });
      // The default groups (vendors, default) stay: only `false` would remove them.
      expect(splitChunks && Object.keys(splitChunks)).toEqual(['cacheGroups']);
      expect(splitChunks && Object.keys(splitChunks.cacheGroups ?? {})).toEqual(['start']);
    });

    it.each([
      '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/app/node_modules/react-router/dist/development/index.mjs',
      '/app/node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
      '/app/node_modules/i18next/dist/esm/i18next.js',
      '/app/node_modules/zod/v4/core/schemas.js',
      '/app/shared/src/ui/Button.tsx',
      '/app/shared/src/store/index.ts',
      '/app/shared/src/i18n/setup.ts',
      '/app/shared/src/domain/money/rates.ts',
    ])('takes what every page runs: %s', (resource) => {
      expect(inStart(resource)).toBe(true);
    });

    it.each([
      // The login form's chunk, the languages' texts, the back office's, the sanitizer.
      '/app/node_modules/react-hook-form/dist/index.esm.mjs',
      '/app/shared/src/i18n/languages/en.ts',
      '/app/shared/src/i18n/locales/ko/common.json',
      '/app/shared/src/html/sanitize.ts',
      '/app/host/src/features/auth/pages/LoginPage.tsx',
    ])('leaves the lazy parts alone: %s', (resource) => {
      expect(inStart(resource, ['171'])).toBe(false);
    });

    it('takes the shell’s bootstrap, the chunk behind the async boundary', () => {
      expect(inStart('/app/host/src/app/App.tsx', ['bootstrap'])).toBe(true);
    });
  });
});

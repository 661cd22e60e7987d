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
    /** Chunks as webpack's graph gives them: named, in groups, each group with its origins. */
    const chunk = (name: string, origin: { request?: string; module?: object }) => ({
      name,
      groupsIterable: [{ origins: [origin] }],
    });
    class ProvideSharedModule {}
    const BOOTSTRAP = chunk('bootstrap', { request: './bootstrap' });
    const SHARED_MODULE = chunk('', { module: new ProvideSharedModule() });
    const LOGIN_PAGE = chunk('', { request: './pages/LoginPage', module: {} });
    /** Whether a module of that path, in those chunks, goes into the start file. */
    const inStart = (resource: string, chunks: object[]) => {
      const test = (group as { test: Test }).test;
      const module = { nameForCondition: () => resource };
      return test(module, { chunkGraph: { getModuleChunksIterable: () => chunks } });
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
    ])('takes what the shared modules of the start run: %s', (resource) => {
      expect(inStart(resource, [SHARED_MODULE])).toBe(true);
      expect(inStart(resource, [LOGIN_PAGE, SHARED_MODULE])).toBe(true);
    });

    it('leaves a module of the shared package that only a lazy part runs with that part', () => {
      // The login's schema: the two login pages parse it, no other page.
      expect(inStart('/app/shared/src/domain/schemas/session.ts', [LOGIN_PAGE])).toBe(false);
      expect(inStart('/app/node_modules/zod/v4/core/checks.js', [LOGIN_PAGE])).toBe(false);
    });

    it.each([
      // The languages' texts, the sanitizer the back office's pages use.
      '/app/shared/src/i18n/languages/en.ts',
      '/app/shared/src/i18n/locales/ko/common.json',
      '/app/shared/src/html/sanitize.ts',
      '/app/node_modules/dompurify/dist/purify.es.mjs',
    ])('leaves what no page starts with alone, even in a shared module: %s', (resource) => {
      expect(inStart(resource, [SHARED_MODULE])).toBe(false);
    });

    it('takes the shell’s bootstrap, the chunk behind the async boundary, and no lazy page', () => {
      expect(inStart('/app/host/src/app/App.tsx', [BOOTSTRAP])).toBe(true);
      expect(inStart('/app/host/src/features/auth/pages/LoginPage.tsx', [LOGIN_PAGE])).toBe(false);
    });
  });
});

describe('react-router in production builds', () => {
  // Its package exports name only the development build (warnings on, larger); the production
  // build it ships beside it is what a production build must bundle.
  it.each(['host', 'remote-member', 'remote-admin'])('%s bundles its production build', (app) => {
    const alias = productionConfig(app).resolve?.alias as Record<string, string>;
    const resolvedFrom = (request: string) => path.relative(repo, alias[request] ?? '');
    expect(resolvedFrom('react-router$')).toBe(
      'node_modules/react-router/dist/production/index.mjs',
    );
    expect(resolvedFrom('react-router/dom$')).toBe(
      'node_modules/react-router/dist/production/dom-export.mjs',
    );
  });
});

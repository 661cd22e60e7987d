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

  it('the shell adds one group to the default splitting: the domain, once for all its chunks', () => {
    const splitChunks = productionConfig('host').optimization?.splitChunks;
    expect(splitChunks).toMatchObject({
      cacheGroups: { domain: { name: 'domain', minChunks: 2 } },
    });
    // The default groups (vendors, default) stay: only `false` would remove them.
    expect(splitChunks && Object.keys(splitChunks)).toEqual(['cacheGroups']);
  });
});

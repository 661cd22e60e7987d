// Where the site's files are: read by the server's configuration (config.ts) and by
// `npm run release` (scripts/release.mjs), so the release command looks for releases exactly where
// the site serves them from. Plain JavaScript, so the release command runs on Node alone.
import path from 'node:path';

/**
 * A published web root, the folder nginx serves (deploy/): the shell at its top, each remote's
 * releases under `remotes/<remote>/<release>/`, and the remote map as `mf-remotes.json`.
 * @param {string} root
 */
export function webRootLayout(root) {
  const top = path.resolve(root);
  return {
    hostRoot: top,
    remoteRoots: {
      member: path.join(top, 'remotes', 'member'),
      admin: path.join(top, 'remotes', 'admin'),
    },
    mapFile: path.join(top, 'mf-remotes.json'),
  };
}

/**
 * The builds of a checkout, as `npm start` serves them: the shell's dist/, each remote's dist/
 * with one folder per release; no map file of its own (the newest build of each remote).
 * @param {string} checkout
 */
export function checkoutLayout(checkout) {
  return {
    hostRoot: path.join(checkout, 'host', 'dist'),
    remoteRoots: {
      member: path.join(checkout, 'remote-member', 'dist'),
      admin: path.join(checkout, 'remote-admin', 'dist'),
    },
    mapFile: null,
  };
}

/**
 * WEB_ROOT when it is set (the same variable the compose file mounts into nginx), else the
 * checkout's builds.
 * @param {{ webRoot: string | undefined, checkout: string }} where
 */
export function siteLayout({ webRoot, checkout }) {
  return webRoot ? webRootLayout(webRoot) : checkoutLayout(checkout);
}

/**
 * The remote map, `/mf-remotes.json`: which release of each remote the site runs. The server
 * reads it from its file and the shell reads the answer, both through `parseRemoteMap`, so a map
 * one would refuse is never taken by the other.
 */

/** The remotes the shell knows, by their federated names. */
export const REMOTE_NAMES = ['member', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's published release, as the address of its `mf-manifest.json`. */
export type RemoteMap = Record<RemoteName, string>;

/** A release folder's name, `<version>-<buildId>`: a path segment of letters, digits, dots, dashes. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/**
 * The file every entry of the map names: the manifest states what the remote needs shared, and
 * the shell checks it before any of the remote's code runs. A bare `remoteEntry.js` states
 * nothing, so a remote named by one would run unchecked.
 */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

export class RemoteMapError extends Error {
  override readonly name = 'RemoteMapError';
}

const MANIFEST_RULE =
  `must be the address of its release's ${REMOTE_MANIFEST_FILE} ` +
  `(/remotes/<remote>/<release>/${REMOTE_MANIFEST_FILE}, or https://… on another host), ` +
  'which the shell checks before the remote runs';

/** Site-relative (`/remotes/…`) or http(s) on another host, with a manifest as its last segment. */
function isManifestAddress(entry: string): boolean {
  const onSite = entry.startsWith('/');
  if (!onSite && !/^https?:\/\//i.test(entry)) return false;
  let url: URL;
  try {
    url = new URL(entry, 'http://site.invalid');
  } catch {
    return false;
  }
  return url.pathname.endsWith(`/${REMOTE_MANIFEST_FILE}`);
}

/** The map, or a RemoteMapError naming the remote whose entry breaks which rule. */
export function parseRemoteMap(value: unknown): RemoteMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RemoteMapError('the remote map is not an object of remote names and addresses');
  }
  const entries = value as Record<string, unknown>;
  const map: Partial<RemoteMap> = {};
  for (const remote of REMOTE_NAMES) {
    const entry = entries[remote];
    if (typeof entry !== 'string' || entry === '') {
      throw new RemoteMapError(`the remote map names no address for ${remote}`);
    }
    if (!isManifestAddress(entry)) {
      throw new RemoteMapError(`the remote map's ${remote} entry ${MANIFEST_RULE}, not "${entry}"`);
    }
    map[remote] = entry;
  }
  return map as RemoteMap;
}

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteMap, type RemoteName } from '@wallet/shared/contracts';

/** Served beside the host (deploy/ or the dev server), so a remote moves without a host rebuild. */
export const REMOTE_MAP_URL = '/mf-remotes.json';

function isRemoteMap(value: unknown): value is RemoteMap {
  if (typeof value !== 'object' || value === null) return false;
  const map = value as Record<string, unknown>;
  return REMOTE_NAMES.every((name) => typeof map[name] === 'string' && map[name] !== '');
}

let remoteMap: Promise<RemoteMap> | null = null;
const registered = new Set<RemoteName>();

/**
 * Fetches the remote map once (started at boot). A failure is forgotten, so the next attempt
 * (the Retry button) fetches the map again.
 */
export function fetchRemoteMap(): Promise<RemoteMap> {
  remoteMap ??= (async () => {
    // The one hand-written fetch of the shell: it runs before any store-driven screen needs it.
    // Default cache mode, so the page's preload is used; the server answers it `no-cache`.
    const response = await fetch(REMOTE_MAP_URL);
    if (!response.ok) throw new Error(`${REMOTE_MAP_URL} answered ${response.status}`);
    const map: unknown = await response.json();
    if (!isRemoteMap(map)) throw new Error(`${REMOTE_MAP_URL} is not a remote map`);
    return map;
  })().catch((error: unknown) => {
    remoteMap = null;
    throw error;
  });
  return remoteMap;
}

/**
 * Registers one remote's entry with the federation runtime, just before its first load. Only
 * the remote being entered is made known: the runtime never touches the back office's files
 * for a member (see also `shareStrategy: 'loaded-first'` in webpack.common.js).
 */
export async function ensureRemoteRegistered(name: RemoteName): Promise<void> {
  const map = await fetchRemoteMap();
  if (registered.has(name)) return;
  // Relative entries ('/remotes/member/remoteEntry.js') are resolved against the page.
  registerRemotes([{ name, entry: new URL(map[name], globalThis.location.href).href }]);
  registered.add(name);
}

/** Tests start each case with no map and nothing registered. */
export function resetRemoteRegistration(): void {
  remoteMap = null;
  registered.clear();
}

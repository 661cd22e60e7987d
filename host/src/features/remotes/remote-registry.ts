import { useSyncExternalStore } from 'react';
import type { RemoteMap, RemoteName } from '@wallet/shared/contracts';
import { parseRemoteMap } from '@wallet/shared/domain';
import { REMOTE_MAP_URL } from './early-remote';
import { takeFetchedAhead } from './fetched-ahead';

export { REMOTE_MAP_URL };

/** How often, at most, a navigation asks whether a remote on the page was re-released. */
export const RELEASE_CHECK_INTERVAL_MS = 10_000;

/** Relative entries ('/remotes/member/<release>/mf-manifest.json') are resolved against the page. */
const absolute = (entry: string) => new URL(entry, globalThis.location.href).href;

let remoteMap: Promise<RemoteMap> | null = null;
/** The manifest whose remote runs on this page: it stays until the page is loaded again. */
const running = new Map<RemoteName, string>();
/** The version each running remote was built as, for the page to show. */
const runningVersions = new Map<RemoteName, string>();
const versionListeners = new Set<() => void>();
let lastCheck = 0;
let check: Promise<boolean> | null = null;

async function readRemoteMap(init?: RequestInit): Promise<RemoteMap> {
  // The one hand-written fetch of the shell: it runs before any store-driven screen needs it.
  // The first read takes the answer the start script asked for (early-remote.ts).
  const response = await ((init ? null : takeFetchedAhead(REMOTE_MAP_URL)) ??
    fetch(REMOTE_MAP_URL, init));
  if (!response.ok) throw new Error(`${REMOTE_MAP_URL} answered ${response.status}`);
  // A map naming a bare remoteEntry.js is refused here: its remote would run unchecked.
  return parseRemoteMap(await response.json());
}

/**
 * Fetches the remote map once (started at boot). Default cache mode, so the page's preload is
 * used; the server answers it `no-cache`. A failure is forgotten, so the next attempt (the Retry
 * button) fetches the map again.
 */
export function fetchRemoteMap(): Promise<RemoteMap> {
  remoteMap ??= readRemoteMap().catch((error: unknown) => {
    remoteMap = null;
    throw error;
  });
  return remoteMap;
}

/** The next use reads the map again (Retry: the operator may have published a fix meanwhile). */
export function forgetRemoteMap(): void {
  remoteMap = null;
}

/**
 * The manifest a remote loads from, just before its first load: the published one, or the one
 * whose code already runs on this page (its container started; it keeps its release until the
 * page is loaded again). Only the remote being entered is looked up: a member's page never asks
 * for a file of the back office. A release that was refused, or whose entry did not load, never
 * ran: the next load reads the map's entry again.
 */
export async function manifestToLoad(name: RemoteName): Promise<string> {
  return running.get(name) ?? absolute((await fetchRemoteMap())[name]);
}

/** The release folder an entry names (`/remotes/member/<release>/mf-manifest.json`). */
export function releaseOf(entry: string): string {
  const parts = new URL(entry).pathname.split('/');
  return parts.at(-2) || entry;
}

/**
 * Records that a remote's code now runs on this page, from `entry`, built as `version` (its
 * manifest's; null when the manifest does not say). The document carries both
 * (`<html data-member-release="…" data-member-version="…">`) for support and the browser tests,
 * and useRunningVersion gives the version to the page.
 */
export function markRunning(name: RemoteName, entry: string, version: string | null): void {
  running.set(name, entry);
  const html = document.documentElement;
  html.setAttribute(`data-${name}-release`, releaseOf(entry));
  if (version) {
    runningVersions.set(name, version);
    html.setAttribute(`data-${name}-version`, version);
  } else {
    runningVersions.delete(name);
    html.removeAttribute(`data-${name}-version`);
  }
  versionListeners.forEach((listener) => listener());
}

function subscribeToVersions(listener: () => void): () => void {
  versionListeners.add(listener);
  return () => versionListeners.delete(listener);
}

/**
 * The version of the remote `name` that runs on this page, or null before it runs (or when its
 * manifest does not say). It stays until the page is loaded again, as the remote's code does.
 */
export function useRunningVersion(name: RemoteName): string | null {
  return useSyncExternalStore(subscribeToVersions, () => runningVersions.get(name) ?? null);
}

/**
 * Whether a remote running on this page has been re-released since: the map, read again
 * (`no-cache`, at most once per RELEASE_CHECK_INTERVAL_MS, the first time at the first
 * navigation), names another entry. `false` at once when there is nothing to ask (no remote
 * runs yet, or asked too recently); an unreadable map counts as no change.
 */
export function remoteReleaseChanged(): false | Promise<boolean> {
  if (running.size === 0) return false;
  if (check) return check;
  if (lastCheck !== 0 && Date.now() - lastCheck < RELEASE_CHECK_INTERVAL_MS) return false;
  lastCheck = Date.now();
  check = readRemoteMap({ cache: 'no-cache' })
    .then((map) => {
      remoteMap = Promise.resolve(map);
      return [...running].some(([name, entry]) => absolute(map[name]) !== entry);
    })
    .catch(() => false)
    .finally(() => {
      check = null;
    });
  return check;
}

/** Tests start each case with no map and no remote running. */
export function resetRemoteRegistration(): void {
  remoteMap = null;
  running.clear();
  runningVersions.clear();
  lastCheck = 0;
  check = null;
}

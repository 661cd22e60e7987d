// Runs in the shell's start script (index.ts), before the shared modules are negotiated: plain
// code only, nothing shared may be imported here (lint keeps it so).
import type { RemoteName } from '@wallet/shared/contracts';
import { isAdminPath, isExpiredAt, readAdminToken, readMemberSession } from '@wallet/shared/start';
import { keepFetchedAhead } from './fetched-ahead';
import { firstFilesOf, pageFilesOf, preloadFiles } from './first-files';
import { fitsTheShell } from './remote-contract';
import { isRecord } from './records';
import { sharedScope } from './webpack-container';

/**
 * Served beside the host (deploy/ or the Node server): each remote's published release, as the
 * address of its mf-manifest.json. Publishing or rolling back a remote changes this file alone.
 */
export const REMOTE_MAP_URL = '/mf-remotes.json';

/** The pages the shell draws itself, with no remote (app/routes.tsx). */
const SHELL_PAGES = new Set(['/login', '/admin/login']);

/**
 * The remote the page at `pathname` runs first, as the shell's routes decide (app/routes.tsx):
 * none on the login pages; the back office only with an administrator's token, since without
 * one its guard sends the visitor to the login before any of its files is asked for. (A member
 * whose session has run out is sent to /login from a member page: their head start is wasted,
 * once.)
 */
export function remoteNeededAt(pathname: string, adminToken: string | null): RemoteName | null {
  if (SHELL_PAGES.has(pathname)) return null;
  if (!isAdminPath(pathname)) return 'member';
  return adminToken ? 'admin' : null;
}

const jsonOf = (answer: Promise<Response>): Promise<unknown> =>
  answer.then((response) => (response.ok ? response.clone().json() : null));

/** The remote the page now in the address bar runs first (see remoteNeededAt). */
export const firstRemote = (): RemoteName | null =>
  remoteNeededAt(globalThis.location.pathname, readAdminToken());

/**
 * Whether the files of the page itself are fetched ahead too: only for someone signed in to the
 * remote's side with a session that has not run out (the back office is fetched ahead only with
 * an administrator's token). A visitor at a member page, or a member whose session is over, may
 * be sent to the login instead, and the page's files would only have slowed the shell's own.
 */
function pageAhead(remote: RemoteName): boolean {
  if (remote === 'admin') return true;
  const session = readMemberSession();
  return session !== null && !isExpiredAt(session.expiry, Date.now());
}

/**
 * The round trips before a remote's first page, started at once instead of after the shell's
 * first render: the remote map (every page reads it) and the manifest of the remote this address
 * needs (only that one: a member's page never asks for the back office's files) and, when that
 * remote fits the shell (remote-contract.ts), a preload of its entry and exposed chunks, and of
 * the page's own chunks where the manifest names them (page-chunk.ts): they download beside the
 * shell's own and run only after the real check, when the page area asks.
 */
export function fetchFirstRemoteAhead(): void {
  const map = fetch(REMOTE_MAP_URL);
  keepFetchedAhead(REMOTE_MAP_URL, map);
  const remote = firstRemote();
  if (!remote) return;
  jsonOf(map)
    .then((read) => {
      const address = isRecord(read) ? read[remote] : undefined;
      if (typeof address !== 'string') return;
      const manifest = fetch(new URL(address, globalThis.location.href));
      keepFetchedAhead(address, manifest);
      return jsonOf(manifest).then((value) => {
        // Only a remote the shell will accept: a refused one has no file of its code fetched.
        if (!fitsTheShell(value, address)) return;
        const { pathname } = globalThis.location;
        preloadFiles([
          ...firstFilesOf(address, value),
          ...(pageAhead(remote)
            ? pageFilesOf(address, value, pathname, new Set(Object.keys(sharedScope())))
            : []),
        ]);
      });
    })
    // Whoever takes these answers reports their failures; a head start that fails is no news.
    .catch(() => undefined);
}

import type { ComponentType } from 'react';
import type { RemoteName } from '@wallet/shared/domain';

/**
 * The contract between the shell and its remotes. Remotes expose `./routes` (a module whose
 * default export is a RemoteModule); the shell mounts those routes under its layout and wraps each
 * in the guard it names. Kept here, typed, so no app imports another app's files.
 */

/** Which session a route needs (docs/product.md §11 "Route guards"). */
export type RouteGuard =
  /** anyone */
  | 'public'
  /** any member session (alert "login needed", to /login) */
  | 'loggedIn'
  /** a member session whose role is user: mypage, messages, recharge, withdraw */
  | 'member'
  /** an administrator token (alert "administrator rights needed", to /admin/login) */
  | 'admin';

export interface RemoteRoute {
  /** Absolute path pattern as react-router reads it, e.g. `/wallet/charge` or `/admin/users/:id`. */
  path: string;
  guard: RouteGuard;
  /** Usually a React.lazy page, so each page is its own chunk. */
  Component: ComponentType;
}

export interface RemoteModule {
  routes: RemoteRoute[];
}

/** The federated module id the shell loads for each remote's routes. */
export const REMOTE_ROUTES_MODULE: Record<RemoteName, string> = {
  member: 'member/routes',
  admin: 'admin/routes',
};

/**
 * `/mf-remotes.json`, served beside the host and read at run time: the address of each remote's
 * published release, as its `mf-manifest.json`, so a remote is released and rolled back without
 * rebuilding the host. Its rules live with the domain, which the server reads the map with too.
 */
export { REMOTE_NAMES, type RemoteMap, type RemoteName } from '@wallet/shared/domain';

import { isAdminPath } from '@wallet/shared/domain';

/**
 * Where a person goes after logging in: back to the page a guard or an expired session sent them
 * away from. The address travels in the router's state (never in the URL, so it cannot be planted
 * in a link) and is used only when it is a page of this site of the matching kind.
 */
export interface ReturnState {
  returnTo: string;
}

export const returnState = (location: { pathname: string; search: string }): ReturnState => ({
  returnTo: `${location.pathname}${location.search}`,
});

/** The page to go back to, or the fallback: only same-site paths, never a login page. */
export function returnAddress(state: unknown, kind: 'member' | 'admin', fallback: string): string {
  const wanted =
    typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : null;
  if (typeof wanted !== 'string' || !wanted.startsWith('/') || wanted.startsWith('//')) {
    return fallback;
  }
  const path = wanted.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path === '/admin/login' || path.includes('\\')) return fallback;
  return isAdminPath(path) === (kind === 'admin') ? wanted : fallback;
}

import { isAdminPath } from '@wallet/shared/domain';
import { redirect } from '@wallet/shared/router';
import {
  isMemberSessionOver,
  memberLoggedOut,
  sessionExpired,
  type AppStore,
} from '@wallet/shared/store';

/**
 * Runs before every navigation (the root route revalidates always) and at start: a member
 * session past its stored expiry is cleared and the user goes to /login (docs/product.md §6),
 * where the session-expired dialog says why. In the back office the member session is cleared
 * too, silently, and the administrator stays where they are: their own session is a separate
 * one (docs/product.md §6).
 */
export function createSessionExpiryLoader(store: AppStore) {
  return ({ request }: { request: Request }) => {
    if (!isMemberSessionOver(store.getState().auth, Date.now())) return null;
    const { pathname } = new URL(request.url);
    const backOffice = isAdminPath(pathname);
    store.dispatch(backOffice ? memberLoggedOut() : sessionExpired('member'));
    return backOffice || pathname === '/login' ? null : redirect('/login');
  };
}

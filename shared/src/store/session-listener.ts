import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi } from './api';
import {
  adminLoggedIn,
  adminLoggedOut,
  memberLoggedIn,
  memberLoggedOut,
  sessionExpired,
} from './auth-slice';
import {
  clearAdminToken,
  clearFormDrafts,
  clearMemberSession,
  writeAdminToken,
  writeMemberSession,
} from './storage';

/**
 * Keeps localStorage in step with the auth slice: the one place that persists sessions, so
 * reducers stay pure and no caller has to remember to write storage. Effects run synchronously
 * inside dispatch, so storage is current as soon as `dispatch` returns.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(
      memberLoggedIn,
      adminLoggedIn,
      memberLoggedOut,
      adminLoggedOut,
      sessionExpired,
    ),
    effect: (action, listenerApi) => {
      if (memberLoggedIn.match(action)) {
        const { token, role, expiresAt } = action.payload;
        writeMemberSession({ token, role, expiry: expiresAt });
        clearFormDrafts();
      } else if (adminLoggedIn.match(action)) {
        writeAdminToken(action.payload.token);
      } else if (adminLoggedOut.match(action)) {
        clearAdminToken();
      } else if (memberLoggedOut.match(action)) {
        clearMemberSession();
        clearFormDrafts();
      } else if (sessionExpired.match(action)) {
        if (action.payload === 'admin') clearAdminToken();
        else {
          clearMemberSession();
          clearFormDrafts();
        }
      }
      // Whoever comes next in this tab (another member on a shared computer) must not see one
      // answer of the last session: every cached answer goes, and the screens still open ask
      // again. An answer of the last session still on its way is dropped by the base query.
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener;
}

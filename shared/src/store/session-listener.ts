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
      // A new session starts from nothing: whoever logs in next in this tab (another member on a
      // shared computer) must not be shown one answer kept from the last session. Only at a
      // login, made on a login page: the reset also aborts every call under way, and at a logout
      // or an expiry the logout's own call to the server and the other session's calls (an
      // administrator's correction) must go on. Until the next login no page shows the kept
      // answers (the guards send a visitor to the login page), and an answer of an ended session
      // still on its way is dropped by the base query.
      if (memberLoggedIn.match(action) || adminLoggedIn.match(action)) {
        listenerApi.dispatch(baseApi.util.resetApiState());
      }
    },
  });
  return listener;
}

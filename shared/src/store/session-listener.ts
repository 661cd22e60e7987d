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
        // Another member may have used this tab: nothing cached for the last one may show.
        listenerApi.dispatch(baseApi.util.invalidateTags(['UserInfo', 'UnreadCount']));
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
    },
  });
  return listener;
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isExpiredAt, type LoginAnswer, type Role } from '@wallet/shared/domain';
import { readAdminToken, readMemberSession } from './storage';

/** Which session a 401 ended: the member's (token, role, expiry) or the administrator's. */
export type SessionKind = 'member' | 'admin';

export interface AuthState {
  memberToken: string | null;
  role: Role | null;
  /** Epoch seconds. */
  expiry: number | null;
  adminToken: string | null;
  /** Set when a call answered 401; the shell shows the "session expired" dialog until acknowledged. */
  expiredSession: SessionKind | null;
}

const loggedOutMember = { memberToken: null, role: null, expiry: null } as const;

/** Read once, when the store is created: storage is the source of truth across reloads. */
function initialAuthState(): AuthState {
  const member = readMemberSession();
  return {
    ...(member
      ? { memberToken: member.token, role: member.role, expiry: member.expiry }
      : loggedOutMember),
    adminToken: readAdminToken(),
    expiredSession: null,
  };
}

/**
 * Session state for both kinds of session (one browser may hold both, docs/product.md §6).
 * Reducers stay pure; the session listener (session-listener.ts) mirrors every change to storage.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    memberLoggedIn(state, action: PayloadAction<LoginAnswer>) {
      state.memberToken = action.payload.token;
      state.role = action.payload.role;
      state.expiry = action.payload.expiresAt;
    },
    adminLoggedIn(state, action: PayloadAction<{ token: string }>) {
      state.adminToken = action.payload.token;
    },
    memberLoggedOut(state) {
      Object.assign(state, loggedOutMember);
    },
    adminLoggedOut(state) {
      state.adminToken = null;
    },
    sessionExpired(state, action: PayloadAction<SessionKind>) {
      if (action.payload === 'admin') state.adminToken = null;
      else Object.assign(state, loggedOutMember);
      state.expiredSession = action.payload;
    },
    sessionExpiryAcknowledged(state) {
      state.expiredSession = null;
    },
  },
  selectors: {
    selectMemberToken: (state) => state.memberToken,
    selectRole: (state) => state.role,
    selectExpiry: (state) => state.expiry,
    selectAdminToken: (state) => state.adminToken,
    selectExpiredSession: (state) => state.expiredSession,
    selectIsMemberLoggedIn: (state) => state.memberToken !== null,
  },
});

export const {
  memberLoggedIn,
  adminLoggedIn,
  memberLoggedOut,
  adminLoggedOut,
  sessionExpired,
  sessionExpiryAcknowledged,
} = authSlice.actions;

export const {
  selectMemberToken,
  selectRole,
  selectExpiry,
  selectAdminToken,
  selectExpiredSession,
  selectIsMemberLoggedIn,
} = authSlice.selectors;

/** True when a member session exists and its stored expiry has passed (docs/product.md §6). */
export function isMemberSessionOver(auth: AuthState, nowMs: number): boolean {
  return auth.memberToken !== null && auth.expiry !== null && isExpiredAt(auth.expiry, nowMs);
}

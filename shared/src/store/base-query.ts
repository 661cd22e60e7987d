import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { isAdminPath } from '@wallet/shared/domain';
import { sessionExpired, type AuthState } from './auth-slice';

/** docs/product.md §14. */
export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 10_000;

/**
 * Calls whose 401 means "wrong credentials", not "session over" (docs/product.md §6), plus logout:
 * a logout's token is already gone from the browser, so a dead one must not raise the dialog.
 */
const SESSION_RULE_EXEMPT = new Set([
  '/users/login',
  '/users/register',
  '/users/forgot-password',
  '/users/logout',
]);

/** What a call answers when its session ended before the answer came (see below). */
export const SESSION_CHANGED: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'The session changed while the call was answered',
};

/** The API path of a call, without query string: `/admin/summary`. */
export function apiPathOf(arg: string | FetchArgs): string {
  const url = typeof arg === 'string' ? arg : arg.url;
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * `extraOptions` of an endpoint: `session: 'admin'` marks a call outside /admin that an
 * administrator makes with their own token (e.g. GET /users/info for their referral id), so a
 * 401 there ends the administrator's session, not the member's. `session: 'none'` marks a public
 * call (the same answer for everyone: the rates, the notices): it goes without a token, and no
 * session's end touches its answer.
 */
export interface SessionOptions {
  session?: 'admin' | 'member' | 'none';
}

/** The public calls' options, written once for every endpoint that has them. */
export const PUBLIC_CALL = { session: 'none' } as const satisfies SessionOptions;

type CallSession = NonNullable<SessionOptions['session']>;

function sessionOfCall(path: string, extraOptions: unknown): CallSession {
  const named = (extraOptions as SessionOptions | undefined)?.session;
  return named ?? (isAdminPath(path) ? 'admin' : 'member');
}

function tokenOf(session: CallSession, auth: AuthState): string | null {
  if (session === 'none') return null;
  return session === 'admin' ? auth.adminToken : auth.memberToken;
}

/**
 * fetchBaseQuery on /api with the time-out, the per-call bearer token and the 401 rule.
 * The token is read from the store at each call, so a login or logout takes effect at once.
 */
export function createBaseQuery(): BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: API_BASE_PATH,
    timeout: API_TIMEOUT_MS,
    prepareHeaders: (headers, { getState, arg, extraOptions }) => {
      // A caller that names its token (logout of a session no longer stored) keeps it.
      if (headers.has('authorization')) return headers;
      const { auth } = getState() as { auth: AuthState };
      const token = tokenOf(sessionOfCall(apiPathOf(arg), extraOptions), auth);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (arg, api, extraOptions) => {
    const result = await rawBaseQuery(arg, api, extraOptions);
    const path = apiPathOf(arg);
    const sent = result.meta?.request.headers.get('authorization') ?? null;
    const session = sessionOfCall(path, extraOptions);
    if (sent === null || session === 'none' || SESSION_RULE_EXEMPT.has(path)) return result;
    const held = tokenOf(session, (api.getState() as { auth: AuthState }).auth);
    // The session the call went out with has ended (a logout, an expiry, a new login) while it
    // was answered: nothing of the answer may show, least of all to the next person, and a late
    // 401 must not raise the dialog again or end the new session.
    if (held === null || sent !== `Bearer ${held}`)
      return { error: SESSION_CHANGED, meta: result.meta };
    if (result.error?.status === 401) {
      // The session listener removes admin_token, or token + role + expiry, from storage.
      api.dispatch(sessionExpired(session));
    }
    return result;
  };
}

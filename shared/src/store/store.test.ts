import { baseApi } from './api';
import {
  adminLoggedIn,
  adminLoggedOut,
  memberLoggedIn,
  memberLoggedOut,
  sessionExpired,
  sessionExpiryAcknowledged,
} from './auth-slice';
import { makeStore } from './make-store';
import { installFakeFetch } from '../testing/fake-fetch';
import { ratesApi } from './rates-api';
import { userInfoApi } from './user-info-api';

/** Test-only endpoints: one member call, one administrator call, login and register. */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, string>({ query: (url) => url }),
    probePost: build.mutation<unknown, string>({
      query: (url) => ({ url, method: 'POST', body: {} }),
    }),
  }),
});

const memberLogin = { token: 'member-token', role: 'user', expiresAt: 4_000_000_000 } as const;
const stored = () => ({ ...localStorage });

/** Lets the calls under way and their listeners run to their end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('auth slice and storage keys', () => {
  test('a member login stores token, role and expiry under their keys', () => {
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    expect(stored()).toEqual({ token: 'member-token', role: 'user', expiry: '4000000000' });
    expect(store.getState().auth).toMatchObject({
      memberToken: 'member-token',
      role: 'user',
      expiry: 4_000_000_000,
    });
  });

  test('an admin login stores admin_token only; admin logout removes it only', () => {
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    store.dispatch(adminLoggedIn({ token: 'admin-token' }));
    expect(stored()).toMatchObject({ admin_token: 'admin-token', token: 'member-token' });
    store.dispatch(adminLoggedOut());
    expect(stored()).toEqual({ token: 'member-token', role: 'user', expiry: '4000000000' });
  });

  test('member logout removes token, role and expiry and keeps lang and admin_token', () => {
    localStorage.setItem('lang', 'ko');
    localStorage.setItem('admin_token', 'admin-token');
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    store.dispatch(memberLoggedOut());
    expect(stored()).toEqual({ lang: 'ko', admin_token: 'admin-token' });
    expect(store.getState().auth.memberToken).toBeNull();
  });

  test('a new store starts from what storage holds', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'user');
    localStorage.setItem('expiry', '123');
    localStorage.setItem('admin_token', 'a');
    expect(makeStore().getState().auth).toEqual({
      memberToken: 't',
      role: 'user',
      expiry: 123,
      adminToken: 'a',
      expiredSession: null,
    });
  });

  test('sessionExpired marks the dialog until acknowledged', () => {
    const store = makeStore();
    store.dispatch(adminLoggedIn({ token: 'admin-token' }));
    store.dispatch(sessionExpired('admin'));
    expect(store.getState().auth).toMatchObject({ adminToken: null, expiredSession: 'admin' });
    store.dispatch(sessionExpiryAcknowledged());
    expect(store.getState().auth.expiredSession).toBeNull();
  });
});

describe('base query', () => {
  function loggedInBoth() {
    localStorage.setItem('lang', 'en');
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    store.dispatch(adminLoggedIn({ token: 'admin-token' }));
    return store;
  }

  test('administrator calls carry the admin token, the others the member token', async () => {
    const calls = installFakeFetch({
      '/api/admin/summary': { status: 200, body: {} },
      '/api/users/info': { status: 200, body: {} },
    });
    const store = loggedInBoth();
    await store.dispatch(probeApi.endpoints.probeGet.initiate('/admin/summary'));
    await store.dispatch(probeApi.endpoints.probeGet.initiate('/users/info'));
    expect(calls.map((c) => [c.path, c.authorization])).toEqual([
      ['/api/admin/summary', 'Bearer admin-token'],
      ['/api/users/info', 'Bearer member-token'],
    ]);
  });

  test('no token stored: no authorization header', async () => {
    const calls = installFakeFetch({ '/api/exchange-rate': { status: 200, body: {} } });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probeGet.initiate('/exchange-rate'));
    expect(calls[0]?.authorization).toBeNull();
  });

  test('401 on an administrator call ends the admin session only', async () => {
    installFakeFetch({
      '/api/admin/summary': { status: 401, body: { error: 'unauthorized', message: 'x' } },
    });
    const store = loggedInBoth();
    await store.dispatch(probeApi.endpoints.probeGet.initiate('/admin/summary'));
    expect(stored()).toEqual({
      lang: 'en',
      token: 'member-token',
      role: 'user',
      expiry: '4000000000',
    });
    expect(store.getState().auth).toMatchObject({
      adminToken: null,
      memberToken: 'member-token',
      expiredSession: 'admin',
    });
  });

  test('401 on a member call removes token, role and expiry', async () => {
    installFakeFetch({
      '/api/users/info': { status: 401, body: { error: 'unauthorized', message: 'x' } },
    });
    const store = loggedInBoth();
    await store.dispatch(probeApi.endpoints.probeGet.initiate('/users/info?x=1'));
    expect(stored()).toEqual({ lang: 'en', admin_token: 'admin-token' });
    expect(store.getState().auth).toMatchObject({
      memberToken: null,
      role: null,
      expiry: null,
      expiredSession: 'member',
    });
  });

  test.each(['/users/login', '/users/register', '/users/forgot-password'])(
    '401 on %s is a wrong credential, not an ended session',
    async (path) => {
      installFakeFetch({
        [`/api${path}`]: { status: 401, body: { error: 'invalid_credentials', message: 'x' } },
      });
      const store = loggedInBoth();
      await store.dispatch(probeApi.endpoints.probePost.initiate(path));
      expect(store.getState().auth).toMatchObject({
        memberToken: 'member-token',
        adminToken: 'admin-token',
        expiredSession: null,
      });
      expect(stored()).toHaveProperty('token', 'member-token');
    },
  );

  /** A fake route whose 401s are held back until `answer()`, so calls can overlap. */
  function heldBack401() {
    const waiting: (() => void)[] = [];
    const route = () =>
      new Promise<{ status: number; body: unknown }>((resolve) =>
        waiting.push(() => resolve({ status: 401, body: { error: 'unauthorized', message: 'x' } })),
      );
    /** Answers the oldest call still waiting. */
    return { route, answer: () => waiting.shift()?.() };
  }

  test('a late 401 of a session already ended raises no second dialog', async () => {
    const held = heldBack401();
    installFakeFetch({ '/api/users/info': held.route, '/api/messages/unread-count': held.route });
    const store = loggedInBoth();
    const first = store.dispatch(probeApi.endpoints.probeGet.initiate('/users/info'));
    const second = store.dispatch(probeApi.endpoints.probeGet.initiate('/messages/unread-count'));
    await settle();
    held.answer();
    await first;
    expect(store.getState().auth.expiredSession).toBe('member');
    // The member reads the dialog and presses OK while the other call is still answering.
    store.dispatch(sessionExpiryAcknowledged());
    held.answer();
    await second;
    await settle();
    expect(store.getState().auth.expiredSession).toBeNull();
  });

  test('a late 401 of the last session leaves a new login alone', async () => {
    const held = heldBack401();
    installFakeFetch({ '/api/users/info': held.route });
    const store = loggedInBoth();
    const call = store.dispatch(probeApi.endpoints.probeGet.initiate('/users/info'));
    await settle();
    store.dispatch(memberLoggedIn({ ...memberLogin, token: 'new-member-token' }));
    held.answer();
    await call;
    await settle();
    expect(store.getState().auth).toMatchObject({
      memberToken: 'new-member-token',
      expiredSession: null,
    });
    expect(stored()).toHaveProperty('token', 'new-member-token');
  });

  test('a public call goes without a token, and its answer stands when a session ends meanwhile', async () => {
    let answer: (() => void) | undefined;
    const calls = installFakeFetch({
      '/api/exchange-rate': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              status: 200,
              body: { rates: { KRW: 1380.5, PHP: 57.235 }, date: '2026-11-21T05:30:00Z' },
            });
        }),
    });
    const store = loggedInBoth();
    const rates = store.dispatch(ratesApi.endpoints.getExchangeRate.initiate());
    await settle();
    store.dispatch(memberLoggedOut());
    answer?.();
    await rates;
    expect(calls[0]?.authorization).toBeNull();
    expect(ratesApi.endpoints.getExchangeRate.select()(store.getState()).data).toBeDefined();
    rates.unsubscribe();
  });

  test('other failures leave the session alone', async () => {
    installFakeFetch({
      '/api/users/info': { status: 403, body: { error: 'forbidden', message: 'x' } },
    });
    const store = loggedInBoth();
    await store.dispatch(probeApi.endpoints.probeGet.initiate('/users/info'));
    expect(store.getState().auth.expiredSession).toBeNull();
  });
});

describe('balance', () => {
  const info = { username: 'kim', balance: 1234.56 };

  test('follows users/info and is forgotten on logout', async () => {
    installFakeFetch({ '/api/users/info': { status: 200, body: info } });
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    expect(store.getState().balance.usd).toBeNull();
    await store.dispatch(userInfoApi.endpoints.getUserInfo.initiate());
    expect(store.getState().balance.usd).toBe(1234.56);
    store.dispatch(memberLoggedOut());
    expect(store.getState().balance.usd).toBeNull();
  });
});

describe('what one member sees of another in the same tab', () => {
  /** users/info answers Kim (the first token) at once; every other call waits for `answer`. */
  function kimThenLee() {
    const waiting: (() => void)[] = [];
    installFakeFetch({
      '/api/users/info': (call) =>
        call.authorization === 'Bearer member-token'
          ? { status: 200, body: { username: 'kim', balance: 1234.56 } }
          : new Promise((resolve) =>
              waiting.push(() => resolve({ status: 200, body: { username: 'lee', balance: 5 } })),
            ),
    });
    return { answer: () => waiting.shift()?.() };
  }

  test('after a logout and a new login, none of the last member answers is cached', async () => {
    const lee = kimThenLee();
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    const subscription = store.dispatch(userInfoApi.endpoints.getUserInfo.initiate());
    await subscription;
    const cached = () => userInfoApi.endpoints.getUserInfo.select()(store.getState()).data;
    expect(cached()).toMatchObject({ username: 'kim' });

    store.dispatch(memberLoggedOut());
    store.dispatch(memberLoggedIn({ ...memberLogin, token: 'next-member-token' }));
    expect(cached()).toBeUndefined();
    const next = store.dispatch(userInfoApi.endpoints.getUserInfo.initiate());
    await settle();
    lee.answer();
    await next;
    expect(cached()).toMatchObject({ username: 'lee' });
    subscription.unsubscribe();
    next.unsubscribe();
  });

  test("a call of the other session goes on when one session ends (an administrator's correction)", async () => {
    let answer: (() => void) | undefined;
    installFakeFetch({
      'POST /api/admin/users/7/corrections': () =>
        new Promise((resolve) => (answer = () => resolve({ status: 201, body: { id: 1 } }))),
    });
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    store.dispatch(adminLoggedIn({ token: 'admin-token' }));
    const correction = store.dispatch(
      probeApi.endpoints.probePost.initiate('/admin/users/7/corrections'),
    );
    await settle();
    // The member's session ends in the same tab (its expiry noticed on a navigation).
    store.dispatch(memberLoggedOut());
    answer?.();
    await expect(correction.unwrap()).resolves.toEqual({ id: 1 });
  });

  test('an answer of a session that ended while it was on its way is dropped', async () => {
    const waiting: (() => void)[] = [];
    installFakeFetch({
      '/api/users/info': () =>
        new Promise((resolve) =>
          waiting.push(() => resolve({ status: 200, body: { username: 'kim', balance: 1234.56 } })),
        ),
    });
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    const call = store.dispatch(userInfoApi.endpoints.getUserInfo.initiate());
    await settle();
    store.dispatch(memberLoggedOut());
    waiting[0]?.();
    await call;
    await settle();
    expect(store.getState().balance.usd).toBeNull();
    expect(userInfoApi.endpoints.getUserInfo.select()(store.getState()).data).toBeUndefined();
    call.unsubscribe();
  });

  test("an answer of the last member's session that comes after a new login shows nowhere", async () => {
    const waiting: (() => void)[] = [];
    installFakeFetch({
      '/api/users/info': (call) =>
        new Promise((resolve) =>
          waiting.push(() =>
            resolve(
              call.authorization === 'Bearer member-token'
                ? { status: 200, body: { username: 'kim', balance: 1234.56 } }
                : { status: 200, body: { username: 'lee', balance: 5 } },
            ),
          ),
        ),
    });
    const store = makeStore();
    store.dispatch(memberLoggedIn(memberLogin));
    const kims = store.dispatch(userInfoApi.endpoints.getUserInfo.initiate());
    await settle();
    store.dispatch(memberLoggedOut());
    store.dispatch(memberLoggedIn({ ...memberLogin, token: 'next-member-token' }));
    const lees = store.dispatch(userInfoApi.endpoints.getUserInfo.initiate());
    await settle();
    // Lee's answer first, then Kim's, late: the header's balance and the cache stay Lee's.
    waiting[1]?.();
    await lees;
    waiting[0]?.();
    await kims;
    await settle();
    expect(store.getState().balance.usd).toBe(5);
    expect(userInfoApi.endpoints.getUserInfo.select()(store.getState()).data).toMatchObject({
      username: 'lee',
    });
    kims.unsubscribe();
    lees.unsubscribe();
  });
});

import { buildApp } from '../src/app';
import type { RouteRole } from '../src/modules/auth/guard';
import { calls, created, moneyMember, seedDepositAddresses, type Member } from './money-fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/*
 * The access matrix, generated from the route table itself (every API route declares its role;
 * a route without one is refused when it is added): each route is tried with no token, a token
 * nobody issued, a member's and an administrator's. A member's route that names a record by id
 * answers 404 to another member, never 403 or the record.
 */

type Caller = 'none' | 'bad' | 'member' | 'admin';

/** What each role lets each caller reach: 'in' passes the guard, or the status the guard answers. */
const EXPECTED: Record<RouteRole, Record<Caller, 'in' | 401 | 403>> = {
  public: { none: 'in', bad: 'in', member: 'in', admin: 'in' },
  any: { none: 401, bad: 401, member: 'in', admin: 'in' },
  user: { none: 401, bad: 401, member: 'in', admin: 403 },
  admin: { none: 401, bad: 401, member: 403, admin: 'in' },
};

/** How to make a record of member A for each member route that names one by id. */
type RecordMaker = (t: TestApp, owner: Member, adminToken: string) => Promise<number>;
const OWNED_RECORDS: Record<string, RecordMaker> = {
  '/api/messages/:id': async (t, owner, adminToken) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: bearer(adminToken),
      payload: { recipients: [owner.account.username], subject: 'Hi', content: '<p>Hi</p>' },
    });
    const inbox = await t.app.inject({ url: '/api/messages', headers: bearer(owner.token) });
    return inbox.json<Array<{ id: number }>>()[0]?.id ?? 0;
  },
  '/api/users/inquiries/:id': async (t, owner) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/users/inquiries',
      headers: bearer(owner.token),
      payload: { category: 'etc', title: 'Mine', content: '' },
    });
    return answer.json<{ id: number }>().id;
  },
  '/api/requests/:id/cancel': async (t, owner, adminToken) => {
    const request = created(
      await calls(t, adminToken).send(owner.token, '/wallet/charges', {
        currency: 'USD',
        amount: 100,
      }),
    );
    return request.id;
  },
};

describe('the access matrix of every route', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | null>;
  let adminToken: string;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDepositAddresses(t);
    adminToken = await t.login(await t.createAdmin());
    owner = await moneyMember(t);
    stranger = await moneyMember(t);
    tokens = {
      none: null,
      bad: 'not-a-token-anyone-issued',
      member: stranger.token,
      admin: adminToken,
    };
  });
  afterAll(() => t.close());

  it('knows every route and its declared role', () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(60);
    expect(new Set(routes.map((r) => r.role))).toEqual(new Set(['public', 'any', 'user', 'admin']));
    // Everything under /api/admin/ is the back office's, whoever wrote the route.
    const adminPaths = routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminPaths.filter((r) => r.role !== 'admin')).toEqual([]);
    // The public routes are exactly these: anything else needs a session.
    expect(
      routes
        .filter((r) => r.role === 'public')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/events/active',
        'GET /api/exchange-rate',
        'GET /api/health',
        'GET /api/money-limits',
        'GET /api/notices',
        'GET /api/notices/:id',
        'GET /api/openapi.json',
        'GET /api/users/check-username',
        'POST /api/users/email-code',
        'POST /api/users/email-code/verify',
        'POST /api/users/forgot-password',
        'POST /api/users/login',
        'POST /api/users/register',
        'POST /api/users/reset-password',
      ].sort(),
    );
  });

  it('lets each caller in only where the role says, and no answer may be cached', async () => {
    const wrong: string[] = [];
    const cacheable: string[] = [];
    // Logout ends the session it is called with: it is tried last, with tokens of its own.
    const routes = t.app.declaredRoutes.filter((r) => r.url !== '/api/users/logout');
    for (const route of routes) {
      for (const caller of ['none', 'bad', 'member', 'admin'] as const) {
        const token = tokens[caller];
        const answer = await t.app.inject({
          method: route.method as 'GET',
          // An id no record has: the guard answers before any lookup.
          url: route.url.replace(/:id/g, '999999'),
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = EXPECTED[route.role][caller];
        const got = answer.statusCode;
        const passed = got !== 401 && got !== 403;
        const ok = expected === 'in' ? passed || route.role === 'public' : got === expected;
        if (!ok || got >= 500) {
          wrong.push(`${route.method} ${route.url} (${route.role}) as ${caller}: ${got}`);
        }
        // Personal and money data must not sit in a shared or browser cache, refusals included.
        if (answer.headers['cache-control'] !== 'no-store') {
          cacheable.push(
            `${route.method} ${route.url} as ${caller}: ${String(answer.headers['cache-control'])}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cacheable).toEqual([]);
  });

  describe('a route under /api that declares no role', () => {
    // A fresh app over the same database: routes can be added only before it starts.
    const attempt = async (
      options: { config?: { role: RouteRole }; schema?: { hide: boolean } },
      url: string,
    ) => {
      const fresh = await buildApp(t.config, { db: t.db });
      try {
        fresh.get(url, options, () => ({ ok: true }));
        await fresh.ready();
      } finally {
        await fresh.close();
      }
    };

    it('stops the app from starting', async () => {
      await expect(attempt({}, '/api/unguarded')).rejects.toThrow(
        'GET /api/unguarded declares no role (config.role)',
      );
    });

    it('stops it when hidden from the OpenAPI document too', async () => {
      await expect(attempt({ schema: { hide: true } }, '/api/hidden')).rejects.toThrow(
        'GET /api/hidden declares no role (config.role)',
      );
    });

    it('starts once the route declares one', async () => {
      await expect(
        attempt({ config: { role: 'admin' } }, '/api/declared'),
      ).resolves.toBeUndefined();
    });
  });

  it('answers 404 to another member for every member route that names a record by id', async () => {
    const memberRoutesWithId = t.app.declaredRoutes.filter(
      (r) => (r.role === 'user' || r.role === 'any') && r.url.includes(':id'),
    );
    // A new member route naming a record must say how to make one, so it is tested too.
    expect(memberRoutesWithId.map((r) => r.url).sort()).toEqual(Object.keys(OWNED_RECORDS).sort());
    for (const route of memberRoutesWithId) {
      const make = OWNED_RECORDS[route.url];
      if (!make) continue;
      const id = await make(t, owner, adminToken);
      expect(id).toBeGreaterThan(0);
      const url = route.url.replace(':id', String(id));
      const method = route.method as 'GET';
      const payload = method === 'GET' ? {} : { payload: {} };
      const theirs = await t.app.inject({
        method,
        url,
        headers: bearer(stranger.token),
        ...payload,
      });
      expect({ url, status: theirs.statusCode }).toEqual({ url, status: 404 });
      const mine = await t.app.inject({ method, url, headers: bearer(owner.token), ...payload });
      expect({ url, status: mine.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('logout needs a live session and ends it', async () => {
    const session = await t.login(stranger.account);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(session),
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/users/info', headers: bearer(session) });
    expect(after.statusCode).toBe(401);
  });
});

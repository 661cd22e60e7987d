import type { AdminMember } from '@wallet/shared/domain';
import { bearer, createTestApp, type TestAccount, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

// The same opening as admin-users.test.ts: the list's cases are a file of their own, run apart.
describe('member management: the list', () => {
  let t: TestApp;
  let admin: TestAccount;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin({ username: 'chief01' });
    adminToken = await t.login(admin);
  });
  afterAll(() => t.close());

  const get = (url: string, token = adminToken) => t.app.inject({ url, headers: bearer(token) });

  describe('GET /api/admin/users', () => {
    let alpha: TestAccount;
    beforeAll(async () => {
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const sponsor = await t.createMember({ username: 'listsponsor', createdAt: day(1) });
      alpha = await t.createMember({
        username: 'listAlpha1',
        realName: 'Alice Park',
        email: 'alpha@example.test',
        createdAt: day(2),
        recommenderId: sponsor.id,
        balanceMinor: 12345n,
      });
      await t.createMember({ username: 'listBeta1', realName: 'Bob 100%_off', createdAt: day(3) });
      await t.createMember({ username: 'listGamma1', status: 'pending', createdAt: day(4) });
      await t.createMember({ username: 'listDelta1', status: 'blocked', createdAt: day(5) });
      await t.db
        .insertInto('user_platforms')
        .values({ user_id: alpha.id, name: 'pokerbros', platform_id: 'PB-1' })
        .execute();
    });

    it('lists members newest first, in the docs/api.md shape, with X-Total-Count', async () => {
      const answer = await get('/api/admin/users?q=list');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-total-count']).toBe('5');
      const members: AdminMember[] = answer.json();
      expect(members.map((m) => m.username)).toEqual([
        'listDelta1',
        'listGamma1',
        'listBeta1',
        'listAlpha1',
        'listsponsor',
      ]);
      expect(members[3]).toEqual({
        id: alpha.id,
        username: 'listAlpha1',
        realName: 'Alice Park',
        email: 'alpha@example.test',
        phone: '',
        status: 'approved',
        balance: 123.45,
        held: 0,
        warnings: 0,
        referralId: expect.stringMatching(/^[A-Z0-9]{8}$/),
        recommender: 'listsponsor',
        platforms: [{ name: 'pokerbros', platformId: 'PB-1' }],
        createdAt: '2026-01-02T00:00:00.000Z',
      });
      expect(members.some((m) => m.username === 'chief01')).toBe(false);
    });

    it('searches username or real name without regard to case, wildcards as text', async () => {
      const names = async (query: string) =>
        ((await get(`/api/admin/users?${query}`)).json() as AdminMember[]).map((m) => m.username);
      expect(await names('q=LISTALPHA')).toEqual(['listAlpha1']);
      expect(await names('q=alice')).toEqual(['listAlpha1']);
      expect(await names(`q=${encodeURIComponent('100%_')}`)).toEqual(['listBeta1']);
      expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['listBeta1']);
      expect(await names(`q=${encodeURIComponent('_')}`)).toEqual(['listBeta1']);
    });

    it('filters by status and pages with limit and offset', async () => {
      const pending = await get('/api/admin/users?q=list&status=pending');
      expect(pending.json().map((m: AdminMember) => m.username)).toEqual(['listGamma1']);
      expect(pending.headers['x-total-count']).toBe('1');
      const all = await get('/api/admin/users?q=list&status=');
      expect(all.headers['x-total-count']).toBe('5');
      const page = await get('/api/admin/users?q=list&limit=2&offset=2');
      expect(page.json().map((m: AdminMember) => m.username)).toEqual(['listBeta1', 'listAlpha1']);
      expect(page.headers['x-total-count']).toBe('5');
    });

    it('answers 422 for a bad status, limit or offset', async () => {
      for (const [query, field] of [
        ['status=sleeping', 'status'],
        ['limit=201', 'limit'],
        ['limit=0', 'limit'],
        ['limit=abc', 'limit'],
        ['offset=-1', 'offset'],
      ]) {
        const answer = await get(`/api/admin/users?${query}`);
        expect({ query, status: answer.statusCode }).toEqual({ query, status: 422 });
        expect(Object.keys(answer.json().fields)).toEqual([field]);
      }
    });

    it('answers 403 to a member token and 401 without one', async () => {
      const member = await t.createMember();
      const token = await t.login(member);
      expect((await get('/api/admin/users', token)).statusCode).toBe(403);
      expect((await get(`/api/admin/users/${member.id}`, token)).statusCode).toBe(403);
      const patchAsMember = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${member.id}`,
        headers: bearer(token),
        payload: { status: 'blocked' },
      });
      expect(patchAsMember.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    });
  });
});

import { startOfSeoulDay } from '@wallet/shared/domain';
import type { MoneyRequestKind } from '@wallet/shared/domain';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/** The least a request row needs: an amount, and a direction for a transfer. */
const figures = (kind: MoneyRequestKind) => ({
  kind,
  currency: 'USD' as const,
  amount_minor: 4_000n,
  direction: kind === 'wallet_transfer' ? ('wallet_to_platform' as const) : null,
  ...(kind === 'platform_withdraw' ? { admin_memo: 'test' } : {}),
});

describe('GET /api/admin/summary', () => {
  // 2026-11-21 23:30 UTC is 2026-11-22 08:30 in Seoul: "today" began at 2026-11-21 15:00 UTC.
  const now = new Date('2026-11-21T23:30:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(() => t.close());

  it('answers 401 without a token or with a garbage one, 403 for a member', async () => {
    expect((await t.app.inject({ url: '/api/admin/summary' })).statusCode).toBe(401);
    const garbage = await t.app.inject({
      url: '/api/admin/summary',
      headers: bearer('x'.repeat(43)),
    });
    expect(garbage.statusCode).toBe(401);
    const member = await t.createMember();
    const memberToken = await t.login(member);
    const asMember = await t.app.inject({
      url: '/api/admin/summary',
      headers: bearer(memberToken),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error).toBe('forbidden');
  });

  it('counts members, pending sign-ups, today (Seoul) and pending money requests', async () => {
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    const summary = async () => {
      const answer = await t.app.inject({ url: '/api/admin/summary', headers: bearer(token) });
      expect(answer.statusCode).toBe(200);
      return answer.json<Record<string, number>>();
    };
    const before = await summary();

    const yesterday = new Date('2026-11-21T14:59:59Z'); // 23:59:59 on the 21st in Seoul
    const todayEarly = new Date('2026-11-21T15:00:00Z'); // 00:00 on the 22nd in Seoul
    const a = await t.createMember({ createdAt: yesterday });
    const b = await t.createMember({ status: 'pending', createdAt: todayEarly });
    const c = await t.createMember({ status: 'pending', createdAt: yesterday });
    const d = await t.createMember({ status: 'rejected', createdAt: yesterday });
    const e = await t.createMember({ status: 'blocked', createdAt: yesterday });
    await t.createAdmin(); // administrators are not members
    await t.db
      .insertInto('money_requests')
      .values([
        { ...figures('wallet_charge'), user_id: a.id },
        { ...figures('platform_recharge'), user_id: b.id },
        { ...figures('wallet_withdraw'), user_id: c.id },
        { ...figures('wallet_transfer'), user_id: d.id },
        { ...figures('wallet_charge'), user_id: e.id, status: 'completed', processed_at: now },
        { ...figures('platform_withdraw'), user_id: e.id, status: 'rejected', processed_at: now },
      ])
      .execute();

    const after = await summary();
    const change = Object.fromEntries(
      Object.entries(after).map(([name, value]) => [name, value - (before[name] ?? 0)]),
    );
    expect(change).toEqual({
      totalUsers: 5,
      pendingUsers: 2,
      todayUsers: 1,
      pendingRecharge: 2,
      pendingWithdraw: 1,
    });
  });

  it('reads "today" as the calendar day in Asia/Seoul', () => {
    expect(startOfSeoulDay(new Date('2026-11-21T23:30:00Z')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
    expect(startOfSeoulDay(new Date('2026-11-21T14:59:59.999Z')).toISOString()).toBe(
      '2026-11-20T15:00:00.000Z',
    );
    expect(startOfSeoulDay(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
  });

  it('keeps one pending money request per member in the database', async () => {
    const member = await t.createMember();
    await t.db
      .insertInto('money_requests')
      .values({ ...figures('wallet_charge'), user_id: member.id })
      .execute();
    await expect(
      t.db
        .insertInto('money_requests')
        .values({ ...figures('wallet_withdraw'), user_id: member.id })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

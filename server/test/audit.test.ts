import { created, MONEY_PASSWORD, moneyMember, seedDepositAddresses } from './money-fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDepositAddresses(t);
  });
  afterAll(() => t.close());

  const audit = (token: string, query = '') =>
    t.app.inject({ url: `/api/admin/audit${query}`, headers: bearer(token) });

  it('lists what an administrator did, newest first, with before and after', async () => {
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    const member = await t.createMember({ status: 'pending' });
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.id}`,
      headers: bearer(token),
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    const warn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/warnings`,
      headers: bearer(token),
      payload: { reason: 'Shared the account' },
    });
    expect(warn.statusCode).toBe(200);

    const answer = await audit(token, `?actor=${admin.username}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-count']).toBe('2');
    const entries = answer.json();
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        actor: admin.username,
        action: 'member.warn',
        target: `user:${member.id}`,
        // The member the row is about, by the name the back office reads.
        targetName: member.username,
        before: { warnings: 0, status: 'approved' },
        after: { warnings: 1, status: 'approved', reason: 'Shared the account' },
      },
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor: admin.username,
        action: 'member.approve',
        target: `user:${member.id}`,
        targetName: member.username,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'approved' }),
      },
    ]);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
  });

  it('keeps the same fields before and after for a rate change, a balance correction and a notice edit', async () => {
    // The back office lists "field: before → after" from these rows: a field on one side only
    // reads as added or removed, so a change must name its fields the same way on both sides.
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
    const member = await t.createMember();
    const rates = (
      await t.app.inject({ url: '/api/admin/exchange-rates', headers: bearer(token) })
    ).json();

    const changedRates = { ...rates, rates: { ...rates.rates, KRW: rates.rates.KRW + 11.75 } };
    expect((await send('PUT', '/admin/exchange-rates', changedRates)).statusCode).toBe(200);
    const correction = await send('POST', `/admin/users/${member.id}/corrections`, {
      amount: 25,
      reason: 'Refund of a double charge',
    });
    expect(correction.statusCode).toBe(201);
    const notice = await send('POST', '/admin/notices', {
      title: 'Holidays',
      content: '<p>Hello</p>',
      pinned: false,
    });
    const edit = await send('PUT', `/admin/notices/${notice.json().id}`, {
      title: 'Holidays',
      content: '<p>Hello <b>all</b></p>',
      pinned: true,
    });
    expect(edit.statusCode).toBe(200);

    expect((await audit(token, `?actor=${admin.username}`)).json()).toEqual([
      expect.objectContaining({
        action: 'notice.update',
        before: { title: 'Holidays', content: '<p>Hello</p>', pinned: false },
        after: { title: 'Holidays', content: '<p>Hello <b>all</b></p>', pinned: true },
      }),
      expect.objectContaining({ action: 'notice.create', before: null }),
      expect.objectContaining({
        action: 'ledger.correction',
        before: { available: 0 },
        after: {
          available: 25,
          amount: 25,
          entryId: expect.any(Number),
          reason: 'Refund of a double charge',
        },
      }),
      expect.objectContaining({ action: 'rate.update', before: rates, after: changedRates }),
    ]);
  });

  it('keeps with a decision whose request it was, the amount and, for a withdrawal paid, the payout', async () => {
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    const send = (url: string, payload: object, as = token) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(as), payload });
    // Today's KRW rate, whatever an earlier test left: 50.00 USD less the 3% fee pays 66,954 won.
    const rates = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: bearer(token),
      payload: { rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, usdtAvailable: true },
    });
    expect(rates.statusCode).toBe(200);
    const member = await moneyMember(t, { balanceMinor: 20_000n, moneyPassword: MONEY_PASSWORD });
    const withdrawal = (amount: number) =>
      send(
        '/wallet/withdrawals',
        { currency: 'KRW', amount, moneyPassword: MONEY_PASSWORD, agreeTerms: true },
        member.token,
      );

    const paid = created(await withdrawal(50));
    expect(paid.convertedAmount).toBe(66_954);
    expect((await send(`/admin/requests/${paid.id}/approve`, {})).statusCode).toBe(200);
    const charge = created(
      await send('/wallet/charges', { currency: 'KRW', amount: 100 }, member.token),
    );
    expect((await send(`/admin/requests/${charge.id}/approve`, {})).statusCode).toBe(200);
    const refused = created(await withdrawal(40));
    const reason = 'The account holder differs';
    expect(
      (await send(`/admin/requests/${refused.id}/reject`, { adminMemo: reason })).statusCode,
    ).toBe(200);

    const decisions = (await audit(token, `?actor=${admin.username}`)).json();
    expect(decisions).toEqual([
      expect.objectContaining({
        action: 'request.reject',
        target: `request:${refused.id}`,
        targetName: null,
        before: { status: 'pending' },
        // Nothing was paid out of a rejected withdrawal: it has no payout.
        after: {
          status: 'rejected',
          member: member.account.username,
          kind: 'wallet_withdraw',
          amount: 40,
          currency: 'USD',
          adminMemo: reason,
          entryIds: [expect.any(Number)],
        },
      }),
      expect.objectContaining({
        action: 'request.approve',
        target: `request:${charge.id}`,
        // A charge's amount is what the wallet is asked to receive, in USD.
        after: {
          status: 'completed',
          member: member.account.username,
          kind: 'wallet_charge',
          amount: 100,
          currency: 'USD',
          adminMemo: null,
          entryIds: [expect.any(Number)],
        },
      }),
      expect.objectContaining({
        action: 'request.approve',
        target: `request:${paid.id}`,
        before: { status: 'pending' },
        after: {
          status: 'completed',
          member: member.account.username,
          kind: 'wallet_withdraw',
          amount: 50,
          currency: 'USD',
          payout: 66_954,
          payoutCurrency: 'KRW',
          adminMemo: null,
          entryIds: [expect.any(Number)],
        },
      }),
      expect.objectContaining({
        action: 'rate.update',
        target: 'exchange_rates',
        targetName: null,
      }),
    ]);
  });

  it('filters by action and by actor (without regard to case), and pages', async () => {
    const first = await t.createAdmin();
    const second = await t.createAdmin();
    const tokens = [await t.login(first), await t.login(second)];
    for (const token of tokens) {
      for (let i = 0; i < 2; i += 1) {
        const member = await t.createMember({ status: 'pending' });
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${member.id}`,
          headers: bearer(token),
          payload: { status: i === 0 ? 'approved' : 'rejected' },
        });
      }
    }
    const token = tokens[0] ?? '';

    const bySecond = await audit(token, `?actor=${second.username.toUpperCase()}`);
    expect(bySecond.headers['x-total-count']).toBe('2');
    expect(bySecond.json().map((e: { actor: string }) => e.actor)).toEqual([
      second.username,
      second.username,
    ]);

    const rejections = await audit(token, `?action=member.reject&actor=${first.username}`);
    expect(rejections.json()).toEqual([
      expect.objectContaining({ actor: first.username, action: 'member.reject' }),
    ]);
    const allRejections = await audit(token, '?action=member.reject');
    const rejected = allRejections.json() as { action: string }[];
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    expect(rejected.every((entry) => entry.action === 'member.reject')).toBe(true);

    const page = await audit(token, `?actor=${second.username}&limit=1&offset=1`);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json()).toEqual([expect.objectContaining({ action: 'member.approve' })]);
    expect((await audit(token, '?actor=nobody00')).json()).toEqual([]);
  });

  it('reads from and to as Asia/Seoul days, both included', async () => {
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    // Seoul is UTC+9: 2026-03-01 in Seoul runs from 2026-02-28T15:00Z to 2026-03-01T15:00Z.
    const times = [
      '2026-02-28T14:59:59Z', // 2026-02-28 23:59:59 in Seoul
      '2026-02-28T15:00:00Z', // 2026-03-01 00:00 in Seoul
      '2026-03-01T14:59:59Z', // 2026-03-01 23:59:59 in Seoul
      '2026-03-01T15:00:00Z', // 2026-03-02 00:00 in Seoul
    ];
    await t.db
      .insertInto('audit_log')
      .values(
        times.map((at) => ({
          at,
          actor_id: admin.id,
          // A real action nobody else in this file writes; the fresh administrator isolates it.
          action: 'notice.update' as const,
          target: `at:${at}`,
          before: null,
          after: null,
        })),
      )
      .execute();
    const targets = async (query: string) =>
      (await audit(token, `?actor=${admin.username}&action=notice.update${query}`))
        .json()
        .map((entry: { target: string }) => entry.target.slice(3));

    expect(await targets('&from=2026-03-01&to=2026-03-01')).toEqual([times[2], times[1]]);
    expect(await targets('&from=2026-03-02')).toEqual([times[3]]);
    expect(await targets('&to=2026-02-28')).toEqual([times[0]]);
    expect(await targets('&from=&to=')).toHaveLength(4);
  });

  it('answers 403 to a member, 401 without a token, 422 to a bad day', async () => {
    const member = await t.createMember();
    expect((await audit(await t.login(member))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const token = await t.login(await t.createAdmin());
    for (const query of ['?from=2026-02-30', '?to=yesterday', '?limit=500', '?who=me']) {
      const answer = await audit(token, query);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toBe('validation_failed');
    }
  });

  it('shows the system as a null actor (the administrator created at the first start)', async () => {
    await t.db
      .insertInto('audit_log')
      .values({ actor_id: null, action: 'admin.create', target: 'user:0', after: '{"a":1}' })
      .execute();
    const token = await t.login(await t.createAdmin());
    expect((await audit(token, '?action=admin.create')).json()).toEqual([
      // No user 0: the row still reads, without a name.
      expect.objectContaining({
        actor: null,
        target: 'user:0',
        targetName: null,
        before: null,
        after: { a: 1 },
      }),
    ]);
  });

  it('refuses an action that is not one the server writes, naming `action`', async () => {
    const token = await t.login(await t.createAdmin());
    for (const action of ['test.day', 'member', 'MEMBER.APPROVE']) {
      const answer = await audit(token, `?action=${action}`);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        error: 'validation_failed',
        fields: { action: 'invalid' },
      });
    }
    // A cleared filter is no filter.
    expect((await audit(token, '?action=')).statusCode).toBe(200);
  });
});

import {
  accountBalance,
  type calls,
  created,
  entriesOf,
  house,
  moneyMember,
  MONEY_PASSWORD,
  wallet,
  type Member,
  openMoneyApp,
  messagesOf,
} from './money-fixtures';
import type { TestAccount, TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('deciding money requests: messages, audit, holds', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let admin: TestAccount;
  beforeAll(async () => {
    ({ t, api, admin } = await openMoneyApp());
  });
  afterAll(() => t.close());

  const auditOf = (requestId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('target', '=', `request:${requestId}`)
      .orderBy('id')
      .execute();
  const withdraw = (member: Member, amount: number) =>
    api.send(member.token, '/wallet/withdrawals', {
      currency: 'USD',
      amount,
      moneyPassword: MONEY_PASSWORD,
      agreeTerms: true,
    });

  it('applies the figures and the rate a request was made with, whatever the rate is at approval', async () => {
    const member = await moneyMember(t);
    const request = created(
      await api.send(member.token, '/wallet/charges', { currency: 'KRW', amount: 100 }),
    );
    expect([request.rate, request.convertedAmount, request.reflectedAmount]).toEqual([
      1380.5, 138_050, 98,
    ]);
    const adminToken = await t.login(admin);
    const put = (KRW: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/exchange-rates',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { rates: { KRW, PHP: 57.235, USDT: 1 }, usdtAvailable: true },
      });
    expect((await put(1500)).statusCode).toBe(200);
    try {
      const before = await wallet(t, member.id);
      const approved = await api.approve(request.id);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'completed',
        rate: 1380.5,
        convertedAmount: 138_050,
        reflectedAmount: 98,
      });
      expect((await wallet(t, member.id)).available - before.available).toBe(9_800n);
    } finally {
      expect((await put(1380.5)).statusCode).toBe(200);
    }
  });

  it('sends recharge_request with what to send, where and the reference when a charge is made', async () => {
    const member = await moneyMember(t);
    const request = created(
      await api.send(member.token, '/wallet/charges', {
        currency: 'KRW',
        amount: 100,
        depositorName: 'Kim Minsu',
      }),
    );
    expect(request.depositorName).toBe('Kim Minsu');
    const [message] = await messagesOf(t, member.id);
    expect(message?.subject).toBe('Charge request received');
    expect(message?.content).toBe(
      `Hello ${member.account.username}, we received your request to charge 100.00 USD. Please send 138,050 KRW to KRW Bank KRW-ACC-001 (Wallet Ltd) with the reference ${request.reference}. We complete your request once we confirm the deposit.`,
    );
  });

  it('approves: request_completed, an audit row with the entry, processedAt set', async () => {
    const member = await moneyMember(t);
    const request = created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
    );
    const answer = await api.approve(request.id, 'seen on the statement');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: request.id,
      status: 'completed',
      adminMemo: 'seen on the statement',
      processedAt: expect.any(String),
    });
    const messages = await messagesOf(t, member.id);
    expect(messages[1]?.content).toBe(
      `Hello ${member.account.username}, your wallet charge request of 50.00 USD has been completed.`,
    );
    const audit = await auditOf(request.id);
    expect(audit).toEqual([
      {
        actor_id: expect.anything(),
        action: 'request.approve',
        before: { status: 'pending' },
        after: {
          status: 'completed',
          member: member.account.username,
          kind: 'wallet_charge',
          amount: 50,
          currency: 'USD',
          adminMemo: 'seen on the statement',
          entryIds: [expect.any(Number)],
        },
      },
    ]);
    expect(Number(audit[0]?.actor_id)).toBe(admin.id);
  });

  it('rejects with the memo in the message, and gives the held amount back', async () => {
    const member = await moneyMember(t, { balanceMinor: 30_000n, moneyPassword: MONEY_PASSWORD });
    const request = created(await withdraw(member, 120.5));
    expect(await wallet(t, member.id)).toEqual({ available: 17_950n, held: 12_050n });
    const answer = await api.reject(request.id, 'account name does not match');
    expect(answer.json()).toMatchObject({
      status: 'rejected',
      adminMemo: 'account name does not match',
    });
    expect(await wallet(t, member.id)).toEqual({ available: 30_000n, held: 0n });
    expect(await entriesOf(t, request.id)).toEqual({
      withdrawal_hold: [`member:${member.id}:available -12050`, `member:${member.id}:held 12050`],
      hold_released: [`member:${member.id}:available 12050`, `member:${member.id}:held -12050`],
    });
    const [message] = await messagesOf(t, member.id);
    expect(message?.content).toBe(
      `Hello ${member.account.username}, your wallet withdrawal request of 120.50 USD was rejected: account name does not match. Any amount held has been returned to your wallet.`,
    );
    expect((await auditOf(request.id)).map((row) => [row.action, row.after])).toEqual([
      [
        'request.reject',
        {
          status: 'rejected',
          // Nothing was paid out: no payout figure.
          member: member.account.username,
          kind: 'wallet_withdraw',
          amount: 120.5,
          currency: 'USD',
          adminMemo: 'account name does not match',
          entryIds: [expect.any(Number)],
        },
      ],
    ]);
  });

  it('cancels by the administrator: request_cancelled, held money back, audited', async () => {
    const member = await moneyMember(t, { balanceMinor: 10_000n });
    const request = created(
      await api.send(member.token, '/wallet/transfers', {
        direction: 'wallet_to_platform',
        to: 'xpoker',
        amount: 100,
      }),
    );
    expect((await api.adminCancel(request.id)).json().status).toBe('cancelled');
    expect(await wallet(t, member.id)).toEqual({ available: 10_000n, held: 0n });
    const [message] = await messagesOf(t, member.id);
    expect(message?.content).toContain('your transfer request of 100.00 USD was cancelled');
    expect((await auditOf(request.id))[0]?.action).toBe('request.cancel');
  });

  it('cancels by the member: only their own pending request, not audited as an administrator', async () => {
    const member = await moneyMember(t, { balanceMinor: 10_000n, moneyPassword: MONEY_PASSWORD });
    const other = await moneyMember(t);
    const request = created(await withdraw(member, 60));
    const pending = await api.get(member.token, '/requests/pending');
    expect(pending.json()).toEqual({ request });

    const notTheirs = await api.cancel(other.token, request.id);
    expect(notTheirs.statusCode).toBe(404);
    expect(await wallet(t, member.id)).toEqual({ available: 4_000n, held: 6_000n });

    const answer = await api.cancel(member.token, request.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'cancelled', processedAt: expect.any(String) });
    expect(await wallet(t, member.id)).toEqual({ available: 10_000n, held: 0n });
    expect((await api.get(member.token, '/requests/pending')).json()).toEqual({ request: null });
    expect(await auditOf(request.id)).toEqual([]);
    const messages = await messagesOf(t, member.id);
    expect(messages.at(-1)?.subject).toBe('Request cancelled');
  });

  it('approves platform trade without moving the wallet or the ledger', async () => {
    const member = await moneyMember(t, { balanceMinor: 1_000n, moneyPassword: MONEY_PASSWORD });
    const recharge = created(
      await api.send(member.token, '/trade/recharges', {
        platform: 'xpoker',
        amount: 50_000,
        txId: 'abc123',
      }),
    );
    expect(recharge).toMatchObject({
      kind: 'platform_recharge',
      currency: 'KRW',
      amount: 50000,
      fee: null,
      platform: 'xpoker',
      platformId: 'XP-1',
      txId: 'abc123',
      reference: expect.any(String),
    });
    expect((await api.approve(recharge.id)).statusCode).toBe(200);
    const cashOut = created(
      await api.send(member.token, '/trade/withdrawals', {
        platform: 'ggclub',
        amount: 25.5,
        moneyPassword: MONEY_PASSWORD,
      }),
    );
    expect(cashOut).toMatchObject({ kind: 'platform_withdraw', currency: 'USD', amount: 25.5 });
    expect((await api.approve(cashOut.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available: 1_000n, held: 0n });
    expect(await entriesOf(t, recharge.id)).toEqual({});
    expect(await entriesOf(t, cashOut.id)).toEqual({});
    expect((await auditOf(cashOut.id))[0]).toMatchObject({
      action: 'request.approve',
      after: {
        status: 'completed',
        member: member.account.username,
        kind: 'platform_withdraw',
        amount: 25.5,
        currency: 'USD',
        entryIds: [],
      },
    });
  });

  it('sets the member and the request on every entry it posts', async () => {
    const orphans = await t.db
      .selectFrom('journal_entries')
      .select(['id', 'kind'])
      .where('kind', '<>', 'correction')
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('request_id', 'is', null)]))
      .execute();
    expect(orphans).toEqual([]);
  });

  it('moves the house accounts only by what the requests state', async () => {
    const fees = await accountBalance(t, house.feeIncome);
    const member = await moneyMember(t);
    const request = created(
      await api.send(member.token, '/wallet/charges', { currency: 'PHP', amount: 123.45 }),
    );
    await api.reject(request.id, 'no deposit arrived');
    expect(await accountBalance(t, house.feeIncome)).toBe(fees);
    expect(await entriesOf(t, request.id)).toEqual({});
  });
});

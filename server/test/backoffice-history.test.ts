import { historyRowSchema, type HistoryRow } from '@wallet/shared/domain';
import { houseAccount, memberAvailable, postEntry } from '../src/modules/ledger';
import { historyFixture } from './support/history-fixture';
import { bearer, createTestApp, type TestAccount, type TestApp } from './support/test-app';

type Fixture = ReturnType<typeof historyFixture>;

jest.setTimeout(60_000);

describe('GET /api/admin/history', () => {
  let t: TestApp;
  let admin: TestAccount;
  let adminToken: string;
  let insertRequest: Fixture['insertRequest'];
  let memberWithHistory: Fixture['memberWithHistory'];
  let at: Fixture['at'];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin({ username: 'cashier01' });
    adminToken = await t.login(admin);
    ({ insertRequest, memberWithHistory, at } = historyFixture(t, admin.id));
  });
  afterAll(() => t.close());

  const history = (query = '', token = adminToken) =>
    t.app.inject({ url: `/api/admin/history${query}`, headers: bearer(token) });
  const rowsOf = async (query: string) => {
    const answer = await history(query);
    expect(answer.statusCode).toBe(200);
    return answer.json<HistoryRow[]>();
  };

  it('lists processed requests with the wallet change each decision made, newest first', async () => {
    const { member, ids } = await memberWithHistory('histone01');
    const rows = await rowsOf(`?username=${member.username}`);
    for (const row of rows) expect(historyRowSchema.parse(row)).toEqual(row);
    const base = { username: member.username, processedBy: 'cashier01' };
    expect(rows).toEqual([
      {
        ...base,
        id: `request:${ids.platform}`,
        at: '2026-03-01T07:00:00.000Z',
        kind: 'platform_recharge',
        status: 'completed',
        currency: 'KRW',
        amount: 50_000,
        fee: null,
        walletChange: 0,
        memo: null,
      },
      {
        ...base,
        id: `request:${ids.cancelled}`,
        at: '2026-03-01T06:00:00.000Z',
        kind: 'wallet_withdraw',
        status: 'cancelled',
        currency: 'USD',
        amount: 100,
        // Quoted 3.00 when made; taken only on approval.
        fee: null,
        walletChange: 0,
        memo: 'asked by phone, "urgent", twice',
      },
      {
        ...base,
        id: `request:${ids.rejected}`,
        at: '2026-03-01T05:00:00.000Z',
        kind: 'wallet_charge',
        status: 'rejected',
        currency: 'USD',
        amount: 123.45,
        fee: null,
        walletChange: 0,
        memo: '=HYPERLINK("http://evil.test","click")',
      },
      {
        ...base,
        id: `request:${ids.fromPlatform}`,
        at: '2026-03-01T04:00:00.000Z',
        kind: 'wallet_transfer',
        status: 'completed',
        currency: 'KRW',
        amount: 10_000,
        fee: 0.14,
        walletChange: 7.1,
        memo: null,
      },
      {
        ...base,
        id: `request:${ids.toPlatform}`,
        at: '2026-03-01T03:00:00.000Z',
        kind: 'wallet_transfer',
        status: 'completed',
        currency: 'USD',
        amount: 50,
        fee: 1,
        walletChange: -50,
        memo: null,
      },
      {
        ...base,
        id: `request:${ids.withdrawal}`,
        at: '2026-03-01T02:00:00.000Z',
        kind: 'wallet_withdraw',
        status: 'completed',
        currency: 'USD',
        amount: 40,
        fee: 0.8,
        walletChange: -40,
        memo: null,
      },
      {
        ...base,
        id: `request:${ids.charge}`,
        at: '2026-03-01T01:00:00.000Z',
        kind: 'wallet_charge',
        status: 'completed',
        currency: 'USD',
        amount: 100,
        fee: 2,
        walletChange: 98,
        memo: null,
      },
    ]);
  });

  it('adds corrections and first-deposit bonuses from the ledger, with their member and memo', async () => {
    const member = await t.createMember({ username: 'histtwo02', balanceMinor: 500n });
    const debit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/corrections`,
      headers: bearer(adminToken),
      payload: { amount: -1.25, reason: 'Double credit' },
    });
    expect(debit.statusCode).toBe(201);
    const bonus = await t.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'first_deposit_bonus',
        memo: 'First deposit 10%',
        createdBy: admin.id,
        userId: member.id,
        lines: [
          { accountCode: memberAvailable(member.id), currency: 'USD', amountMinor: 1_000n },
          {
            accountCode: houseAccount('event_bonus', 'USD'),
            currency: 'USD',
            amountMinor: -1_000n,
          },
        ],
      }),
    );
    // Not history: an entry of another kind.
    await t.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'charge_approved',
        memo: 'not listed',
        createdBy: admin.id,
        userId: member.id,
        lines: [
          { accountCode: memberAvailable(member.id), currency: 'USD', amountMinor: 100n },
          {
            accountCode: houseAccount('deposits_clearing', 'USD'),
            currency: 'USD',
            amountMinor: -100n,
          },
        ],
      }),
    );

    const rows = await rowsOf(`?username=HISTTWO02`);
    expect(rows).toEqual([
      {
        id: `entry:${bonus.entryId}`,
        at: expect.any(String),
        kind: 'first_deposit_bonus',
        status: null,
        username: 'histtwo02',
        currency: 'USD',
        amount: 10,
        fee: null,
        walletChange: 10,
        memo: 'First deposit 10%',
        processedBy: 'cashier01',
      },
      {
        id: `entry:${debit.json().id}`,
        at: debit.json().createdAt,
        kind: 'correction',
        status: null,
        username: 'histtwo02',
        currency: 'USD',
        amount: -1.25,
        fee: null,
        walletChange: -1.25,
        memo: 'Double credit',
        processedBy: 'cashier01',
      },
      // The opening balance: a correction posted by the system, without user_id on the entry.
      expect.objectContaining({
        kind: 'correction',
        username: 'histtwo02',
        walletChange: 5,
        memo: 'opening balance',
        processedBy: null,
      }),
    ]);
    expect((await rowsOf('?username=histtwo02&kind=first_deposit_bonus')).map((r) => r.id)).toEqual(
      [`entry:${bonus.entryId}`],
    );
    expect((await rowsOf('?username=histtwo02&kind=correction')).map((r) => r.kind)).toEqual([
      'correction',
      'correction',
    ]);
    expect(await rowsOf('?username=histtwo02&kind=wallet_charge')).toEqual([]);
  });

  it('filters by kind, username and Asia/Seoul days, and pages with X-Total-Count', async () => {
    const { member } = await memberWithHistory('histthree03');
    const user = `username=${member.username}`;
    expect((await rowsOf(`?${user}&kind=wallet_transfer`)).map((r) => r.walletChange)).toEqual([
      7.1, -50,
    ]);

    // Seoul is UTC+9: 01:00Z–07:00Z on 2026-03-01 is 10:00–16:00 on 2026-03-01 in Seoul.
    expect(await rowsOf(`?${user}&from=2026-03-01&to=2026-03-01`)).toHaveLength(7);
    expect(await rowsOf(`?${user}&from=2026-03-02`)).toEqual([]);
    expect(await rowsOf(`?${user}&to=2026-02-28`)).toEqual([]);
    await insertRequest(member.id, {
      kind: 'platform_withdraw',
      status: 'completed',
      currency: 'USD',
      platform: 'ggclub',
      platform_id: 'GG-9',
      amount_minor: 1_000n,
      processed_at: at('2026-03-01T15:00:00Z'), // 2026-03-02 00:00 in Seoul
    });
    expect((await rowsOf(`?${user}&from=2026-03-02&to=`)).map((r) => r.kind)).toEqual([
      'platform_withdraw',
    ]);
    expect(await rowsOf(`?${user}&to=2026-03-01`)).toHaveLength(7);

    const page = await history(`?${user}&limit=3&offset=2`);
    expect(page.headers['x-total-count']).toBe('8');
    expect(page.json().map((r: HistoryRow) => r.at)).toEqual([
      '2026-03-01T06:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
      '2026-03-01T04:00:00.000Z',
    ]);
    const everyone = await history('?limit=1');
    expect(Number(everyone.headers['x-total-count'])).toBeGreaterThanOrEqual(8);
    expect(await rowsOf('?username=nobody00')).toEqual([]);
  });

  it('exports every row of the filter as CSV with formula-looking cells escaped', async () => {
    const { member, ids } = await memberWithHistory('histfour04');
    const answer = await history(`?username=${member.username}&format=csv&limit=1`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="history.csv"');
    expect(answer.headers['x-total-count']).toBe('7');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);

    const lines = answer.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(8); // the header and every row, not one page
    expect(lines[0]).toBe(
      'id,at,atKst,kind,status,username,currency,amount,fee,walletChange,memo,processedBy',
    );
    expect(lines).toContain(
      `request:${ids.charge},2026-03-01T01:00:00.000Z,2026-03-01 10:00 KST,wallet_charge,completed,histfour04,USD,100.00,2.00,98.00,,cashier01`,
    );
    expect(lines).toContain(
      `request:${ids.withdrawal},2026-03-01T02:00:00.000Z,2026-03-01 11:00 KST,wallet_withdraw,completed,histfour04,USD,40.00,0.80,-40.00,,cashier01`,
    );
    expect(lines).toContain(
      `request:${ids.platform},2026-03-01T07:00:00.000Z,2026-03-01 16:00 KST,platform_recharge,completed,histfour04,KRW,50000,,0.00,,cashier01`,
    );
    // A formula becomes text; a comma or a quote makes the field quoted, quotes doubled.
    const rejected = lines.find((line) => line.startsWith(`request:${ids.rejected},`));
    expect(rejected).toContain(`,"'=HYPERLINK(""http://evil.test"",""click"")",cashier01`);
    // No fee was taken from a rejected request: its cell is empty.
    expect(rejected).toContain(',USD,123.45,,0.00,');
    const cancelled = lines.find((line) => line.startsWith(`request:${ids.cancelled},`));
    expect(cancelled).toContain(',"asked by phone, ""urgent"", twice",cashier01');

    const empty = await history('?username=nobody00&format=csv');
    expect(empty.body).toBe(
      '\uFEFFid,at,atKst,kind,status,username,currency,amount,fee,walletChange,memo,processedBy\r\n',
    );
  });

  it('escapes every cell that starts with =, +, -, @, a tab or a CR', async () => {
    const member = await t.createMember({ username: 'histfive05' });
    const memos = ['+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', 'plain'];
    for (const [index, memo] of memos.entries()) {
      await insertRequest(member.id, {
        kind: 'platform_recharge',
        status: 'rejected',
        currency: 'USD',
        platform: 'ggclub',
        platform_id: 'GG-1',
        amount_minor: 100n,
        admin_memo: memo,
        processed_at: at(`2026-04-0${index + 1}T00:00:00Z`),
      });
    }
    const answer = await history(`?username=${member.username}&format=csv`);
    const memoCells = answer.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',').at(-2));
    expect(memoCells).toEqual(['plain', `"'\rcmd"`, "'\tcmd", "'@SUM(A1)", "'-2+3", "'+1+1"]);
  });

  it('answers 422 to a bad filter and 403 to a member', async () => {
    for (const query of [
      '?kind=deposit',
      '?from=2026-02-30',
      '?to=today',
      '?format=xml',
      '?limit=201',
      '?offset=-1',
      '?who=me',
    ]) {
      const answer = await history(query);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 422 });
      expect(answer.json().error).toBe('validation_failed');
    }
    const token = await t.login(await t.createMember());
    expect((await history('', token)).statusCode).toBe(403);
    expect((await history('?format=csv', token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/history' })).statusCode).toBe(401);
  });
});

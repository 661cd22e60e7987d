import { journalEntrySchema, reconciliationSchema } from '@wallet/shared/domain';
import { sql } from 'kysely';
import {
  balanceOf,
  houseAccount,
  memberAvailable,
  memberHeld,
  platformAccount,
  postEntry,
} from '../src/modules/ledger';
import { reconcileLedger } from '../src/modules/ledger/reconcile';
import { bearer, createTestApp, type TestAccount, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

const countOf = async (t: TestApp, table: 'journal_entries' | 'journal_lines' | 'audit_log') => {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('POST /api/admin/users/{id}/corrections', () => {
  let t: TestApp;
  let admin: TestAccount;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    adminToken = await t.login(admin);
  });
  afterAll(() => t.close());

  const correct = (id: number | string, payload: unknown, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/corrections`,
      headers: bearer(token),
      payload: payload as object,
    });

  it('credits the wallet against the corrections account, as an audited journal entry', async () => {
    const member = await t.createMember({ balanceMinor: 1000n });
    const answer = await correct(member.id, { amount: 25.5, reason: ' Missed deposit #88 ' });
    expect(answer.statusCode).toBe(201);
    const entry = answer.json();
    expect(journalEntrySchema.parse(entry)).toEqual(entry);
    expect(entry).toEqual({
      id: expect.any(Number),
      kind: 'correction',
      memo: 'Missed deposit #88',
      createdBy: admin.username,
      createdAt: expect.stringMatching(/Z$/),
      lines: [
        { account: memberAvailable(member.id), currency: 'USD', amount: 25.5 },
        { account: 'corrections:USD', currency: 'USD', amount: -25.5 },
      ],
    });
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 3550n, held: 0n });

    const stored = await t.db
      .selectFrom('journal_entries')
      .select(['user_id', 'created_by', 'request_id'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      user_id: String(member.id),
      created_by: String(admin.id),
      request_id: null,
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'before', 'after'])
      .where('action', '=', 'ledger.correction')
      .where('target', '=', `user:${member.id}`)
      .where('actor_id', '=', admin.id)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: String(admin.id),
        before: { available: 10 },
        after: { available: 35.5, amount: 25.5, entryId: entry.id, reason: 'Missed deposit #88' },
      },
    ]);

    const detail = await t.app.inject({
      url: `/api/admin/users/${member.id}`,
      headers: bearer(adminToken),
    });
    expect(detail.json().balance).toBe(35.5);
  });

  it('debits down to exactly zero and refuses a cent more, writing nothing', async () => {
    const member = await t.createMember({ balanceMinor: 4_010n });
    expect(
      (await correct(member.id, { amount: -40.1, reason: 'Charge reversed' })).statusCode,
    ).toBe(201);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 0n, held: 0n });

    const counts = [
      await countOf(t, 'journal_entries'),
      await countOf(t, 'journal_lines'),
      await countOf(t, 'audit_log'),
    ];
    const refused = await correct(member.id, { amount: -0.01, reason: 'One cent too far' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'insufficient_balance', message: expect.any(String) });
    expect([
      await countOf(t, 'journal_entries'),
      await countOf(t, 'journal_lines'),
      await countOf(t, 'audit_log'),
    ]).toEqual(counts);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 0n, held: 0n });

    // A member who never had a wallet account: a debit is refused the same way.
    const fresh = await t.createMember();
    expect((await correct(fresh.id, { amount: -1, reason: 'x' })).json().error).toBe(
      'insufficient_balance',
    );
  });

  it('lets only one of two racing debits through when both together would overdraw', async () => {
    const member = await t.createMember({ balanceMinor: 1_000n });
    const answers = await Promise.all(
      ['first', 'second'].map((reason) => correct(member.id, { amount: -6, reason })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 400n, held: 0n });
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });

  it('keeps cents exact for large and awkward amounts', async () => {
    const member = await t.createMember();
    // The largest correction is the per-request maximum (50,000 USD by default).
    expect((await correct(member.id, { amount: 50_000, reason: 'max' })).statusCode).toBe(201);
    expect((await correct(member.id, { amount: 0.1, reason: 'a' })).statusCode).toBe(201);
    expect((await correct(member.id, { amount: 0.2, reason: 'b' })).statusCode).toBe(201);
    expect((await correct(member.id, { amount: -49_999.99, reason: 'c' })).statusCode).toBe(201);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 31n, held: 0n });
  });

  it('refuses a correction above the per-request maximum either way, and writes nothing', async () => {
    const member = await t.createMember({ balanceMinor: 6_000_000n });
    for (const amount of [50_000.01, -50_000.01, 1e9]) {
      const answer = await correct(member.id, { amount, reason: 'too much' });
      expect({ amount, status: answer.statusCode, body: answer.json() }).toMatchObject({
        amount,
        status: 422,
        body: { error: 'amount_above_maximum' },
      });
    }
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 6_000_000n, held: 0n });
  });

  it('answers 404 for an unknown account or an administrator, 422 for bad input', async () => {
    expect((await correct(999_999, { amount: 1, reason: 'x' })).statusCode).toBe(404);
    const other = await t.createAdmin();
    const toAdmin = await correct(other.id, { amount: 1, reason: 'x' });
    expect(toAdmin.statusCode).toBe(404);
    expect(toAdmin.json().error).toBe('not_found');

    const member = await t.createMember();
    const cases: [unknown, Record<string, string>][] = [
      [{ amount: 0, reason: 'x' }, { amount: 'invalid' }],
      [{ amount: 1.234, reason: 'x' }, { amount: 'invalid' }],
      [{ amount: 5 }, { reason: 'required' }],
      [{ amount: 5, reason: '   ' }, { reason: 'required' }],
      [{ reason: 'x' }, { amount: 'required' }],
      [{ amount: '5', reason: 'x' }, { amount: 'invalid' }],
      [{ amount: 5, reason: 'x', note: 1 }, { note: 'unknown' }],
    ];
    for (const [payload, fields] of cases) {
      const answer = await correct(member.id, payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 422 });
      expect(answer.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    expect((await correct('abc', { amount: 1, reason: 'x' })).statusCode).toBe(404);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 0n, held: 0n });
  });

  it('is for administrators only', async () => {
    const member = await t.createMember({ balanceMinor: 100n });
    const token = await t.login(member);
    expect((await correct(member.id, { amount: 100, reason: 'gift' }, token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/corrections`,
      payload: { amount: 1, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 100n, held: 0n });
  });
});

describe('POST /api/admin/users/{id}/corrections under a lowered MAX_REQUEST_USD', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    // The maximum comes from the config, not a constant: 100 USD here, 50,000 by default.
    t = await createTestApp({ config: { maxRequestUsd: 100 } });
    adminToken = await t.login(await t.createAdmin());
  });
  afterAll(() => t.close());

  const correct = (id: number, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/corrections`,
      headers: bearer(adminToken),
      payload: { amount, reason: 'lowered maximum' },
    });

  it('refuses a cent above the configured maximum either way and writes nothing', async () => {
    const member = await t.createMember({ balanceMinor: 100_000n });
    const counts = [
      await countOf(t, 'journal_entries'),
      await countOf(t, 'journal_lines'),
      await countOf(t, 'audit_log'),
    ];
    for (const amount of [100.01, -100.01, 50_000]) {
      const answer = await correct(member.id, amount);
      expect({ amount, status: answer.statusCode, body: answer.json() }).toEqual({
        amount,
        status: 422,
        body: {
          error: 'amount_above_maximum',
          message: expect.stringMatching(/per-request maximum of 100\.00 USD\b/),
        },
      });
    }
    expect([
      await countOf(t, 'journal_entries'),
      await countOf(t, 'journal_lines'),
      await countOf(t, 'audit_log'),
    ]).toEqual(counts);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 100_000n, held: 0n });
  });

  it('takes a correction at or under the configured maximum', async () => {
    const member = await t.createMember({ balanceMinor: 100_000n });
    for (const amount of [100, -100, 99.99]) {
      expect({ amount, status: (await correct(member.id, amount)).statusCode }).toEqual({
        amount,
        status: 201,
      });
    }
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 109_999n, held: 0n });
  });
});

describe('GET /api/admin/ledger/reconcile', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login(await t.createAdmin());
  });
  afterAll(() => t.close());

  const reconcile = async (token = adminToken) =>
    t.app.inject({ url: '/api/admin/ledger/reconcile', headers: bearer(token) });

  it('finds a sound ledger sound: every entry balances, every balance equals its lines', async () => {
    const member = await t.createMember({ balanceMinor: 10_000n });
    await t.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'transfer_hold',
        memo: 'wallet to X-Poker',
        createdBy: member.id,
        userId: member.id,
        lines: [
          { accountCode: memberAvailable(member.id), currency: 'USD', amountMinor: -5000n },
          { accountCode: memberHeld(member.id), currency: 'USD', amountMinor: 5000n },
          { accountCode: platformAccount('xpoker'), currency: 'KRW', amountMinor: 67_644n },
          {
            accountCode: houseAccount('withdrawals_clearing', 'KRW'),
            currency: 'KRW',
            amountMinor: -67_644n,
          },
        ],
      }),
    );
    const answer = await reconcile();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(reconciliationSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      ok: true,
      entries: await countOf(t, 'journal_entries'),
      mismatches: [],
    });
    expect(body.entries).toBe(2);
    expect(await reconcileLedger(t.db)).toEqual(body);
  });

  it('reports a cached balance that drifted from its lines and an entry that does not sum to zero', async () => {
    const member = await t.createMember({ balanceMinor: 2_500n });
    const account = memberAvailable(member.id);
    // Break the cache (balances may be updated; journal rows never can).
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: sql<string>`balance + 7` })
      .where('code', '=', account)
      .execute();

    // An entry written past postEntry, one-legged: 3.00 USD of fee income from nowhere.
    const entry = await t.db
      .insertInto('journal_entries')
      .values({ kind: 'broken', memo: 'written by hand', created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('ledger_accounts')
      .values({ code: 'fee_income:USD', kind: 'fee_income', currency: 'USD' })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const fee = await t.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('code', '=', 'fee_income:USD')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('journal_lines')
      .values({ entry_id: entry.id, account_id: fee.id, amount: '300' })
      .execute();

    const body = (await reconcile()).json();
    expect(body.ok).toBe(false);
    expect(body.mismatches).toEqual([
      {
        type: 'entry_unbalanced',
        ref: `entry:${entry.id}`,
        currency: 'USD',
        expected: '0',
        actual: '300',
      },
      {
        type: 'balance_mismatch',
        ref: 'fee_income:USD',
        currency: 'USD',
        expected: String(BigInt(fee.balance) + 300n),
        actual: fee.balance,
      },
      {
        type: 'balance_mismatch',
        ref: account,
        currency: 'USD',
        expected: '2500',
        actual: '2507',
      },
    ]);

    // Mending the cache leaves only what the journal itself holds: the one-legged entry.
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: sql<string>`balance - 7` })
      .where('code', '=', account)
      .execute();
    const mended = await reconcileLedger(t.db);
    expect(mended.mismatches.map((mismatch) => mismatch.ref)).toEqual([
      `entry:${entry.id}`,
      'fee_income:USD',
    ]);
  });

  it("checks one member's accounts and the entries that move them (?userId=)", async () => {
    const broken = await t.createMember({ balanceMinor: 1_000n });
    const sound = await t.createMember({ balanceMinor: 4_000n });
    const account = memberAvailable(broken.id);
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: sql<string>`balance + 5` })
      .where('code', '=', account)
      .execute();
    const accountId = await t.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('code', '=', account)
      .executeTakeFirstOrThrow();
    const entry = await t.db
      .insertInto('journal_entries')
      .values({ kind: 'broken', memo: 'one leg', created_by: null, user_id: broken.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('journal_lines')
      .values({ entry_id: entry.id, account_id: accountId.id, amount: '200' })
      .execute();
    const ofMember = async (id: number | string) =>
      t.app.inject({
        url: `/api/admin/ledger/reconcile?userId=${id}`,
        headers: bearer(adminToken),
      });

    const mine = (await ofMember(broken.id)).json();
    expect(mine).toEqual({
      ok: false,
      entries: 2,
      mismatches: [
        {
          type: 'entry_unbalanced',
          ref: `entry:${entry.id}`,
          currency: 'USD',
          expected: '0',
          actual: '200',
        },
        {
          type: 'balance_mismatch',
          ref: account,
          currency: 'USD',
          expected: '1200',
          actual: '1005',
        },
      ],
    });
    expect(await reconcileLedger(t.db, { userId: broken.id })).toEqual(mine);
    // The other member's opening credit is one sound entry; the broken one is not theirs.
    expect((await ofMember(sound.id)).json()).toEqual({ ok: true, entries: 1, mismatches: [] });
    expect((await ofMember('0x1')).statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    const token = await t.login(await t.createMember());
    expect((await reconcile(token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/ledger/reconcile' })).statusCode).toBe(401);
  });
});

import { sql } from 'kysely';
import { recordAudit } from '../src/modules/audit/record';
import {
  balanceOf,
  houseAccount,
  LedgerError,
  memberAvailable,
  memberHeld,
  platformAccount,
  postEntry,
  type JournalEntryInput,
} from '../src/modules/ledger';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';

describe('the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (entry: JournalEntryInput) =>
    t.db.transaction().execute((trx) => postEntry(trx, entry));
  const credit = (userId: number, cents: bigint): JournalEntryInput => ({
    kind: 'correction',
    memo: 'test credit',
    createdBy: null,
    lines: [
      { accountCode: memberAvailable(userId), currency: 'USD', amountMinor: cents },
      { accountCode: houseAccount('corrections', 'USD'), currency: 'USD', amountMinor: -cents },
    ],
  });
  const journalRows = async () => {
    const row = await t.db
      .selectFrom('journal_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('posts a balanced entry, creating its accounts and moving their cached balances', async () => {
    const member = await t.createMember();
    const { entryId } = await post(credit(member.id, 5000n));
    expect(entryId).toBeGreaterThan(0);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 5000n, held: 0n });

    // Hold 12.34 of it: available → held.
    await post({
      kind: 'hold',
      memo: 'withdrawal hold',
      createdBy: member.id,
      lines: [
        { accountCode: memberAvailable(member.id), currency: 'USD', amountMinor: -1234n },
        { accountCode: memberHeld(member.id), currency: 'USD', amountMinor: 1234n },
      ],
    });
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 3766n, held: 1234n });

    const lines = await t.db
      .selectFrom('journal_lines')
      .select('amount')
      .where('entry_id', '=', entryId)
      .execute();
    expect(lines.map((line) => BigInt(line.amount)).reduce((a, b) => a + b, 0n)).toBe(0n);
  });

  it('balances per currency: a KRW platform line and USD lines in one entry', async () => {
    const member = await t.createMember();
    await post(credit(member.id, 10_000n));
    await post({
      kind: 'transfer',
      memo: 'wallet to X-Poker',
      createdBy: member.id,
      lines: [
        { accountCode: memberAvailable(member.id), currency: 'USD', amountMinor: -5000n },
        {
          accountCode: houseAccount('withdrawals_clearing', 'USD'),
          currency: 'USD',
          amountMinor: 5000n,
        },
        { accountCode: platformAccount('xpoker'), currency: 'KRW', amountMinor: 67_644n },
        {
          accountCode: houseAccount('deposits_clearing', 'KRW'),
          currency: 'KRW',
          amountMinor: -67_644n,
        },
      ],
    });
    expect((await balanceOf(t.db, member.id)).available).toBe(5000n);
  });

  it('refuses an entry whose lines do not sum to zero, and writes nothing', async () => {
    const member = await t.createMember();
    const before = await journalRows();
    const unbalanced = credit(member.id, 100n);
    unbalanced.lines[1] = {
      ...defined(unbalanced.lines[1], 'the second line of the credit'),
      amountMinor: -99n,
    };
    await expect(post(unbalanced)).rejects.toMatchObject({ reason: 'unbalanced' });
    // Zero per currency, not overall: +1 USD against −1 KRW does not balance.
    await expect(
      post({
        kind: 'correction',
        memo: 'mixed',
        createdBy: null,
        lines: [
          { accountCode: memberAvailable(member.id), currency: 'USD', amountMinor: 100n },
          { accountCode: houseAccount('corrections', 'KRW'), currency: 'KRW', amountMinor: -100n },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      post({
        ...credit(member.id, 100n),
        lines: [defined(credit(member.id, 100n).lines[0], 'the first line of the credit')],
      }),
    ).rejects.toMatchObject({ reason: 'empty_entry' });
    await expect(post(credit(member.id, 0n))).rejects.toMatchObject({ reason: 'zero_line' });
    await expect(
      post({
        ...credit(member.id, 100n),
        lines: [
          { accountCode: 'member:x:available', currency: 'USD', amountMinor: 100n },
          { accountCode: houseAccount('corrections', 'USD'), currency: 'USD', amountMinor: -100n },
        ],
      }),
    ).rejects.toMatchObject({ reason: 'unknown_account' });
    expect(await journalRows()).toBe(before);
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 0n, held: 0n });
  });

  it('never lets a member balance go below zero: postEntry refuses, the check holds', async () => {
    const member = await t.createMember();
    await post(credit(member.id, 1000n));
    const before = await journalRows();
    await expect(post(credit(member.id, -1001n))).rejects.toMatchObject({
      reason: 'insufficient_balance',
    });
    expect(await balanceOf(t.db, member.id)).toEqual({ available: 1000n, held: 0n });
    expect(await journalRows()).toBe(before);
    // The database itself refuses, whatever code writes.
    await expect(
      t.db
        .updateTable('ledger_accounts')
        .set({ balance: '-1' })
        .where('code', '=', memberAvailable(member.id))
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    // House accounts may be negative (corrections is the other side of every credit).
    const corrections = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', houseAccount('corrections', 'USD'))
      .executeTakeFirstOrThrow();
    expect(BigInt(corrections.balance)).toBeLessThan(0n);
  });

  it('keeps journal rows forever: no update, no delete, no truncate', async () => {
    const member = await t.createMember();
    const { entryId } = await post(credit(member.id, 700n));
    await t.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actorId: null,
        action: 'ledger.correction',
        target: { kind: 'user', id: member.id },
      }),
    );
    const attempts = [
      () =>
        t.db
          .updateTable('journal_lines')
          .set({ account_id: 1 })
          .where('entry_id', '=', entryId)
          .execute(),
      () => t.db.deleteFrom('journal_lines').where('entry_id', '=', entryId).execute(),
      () =>
        t.db
          .updateTable('journal_entries')
          .set({ memo: 'edited' })
          .where('id', '=', entryId)
          .execute(),
      () => t.db.deleteFrom('journal_entries').where('id', '=', entryId).execute(),
      () => sql`truncate journal_lines`.execute(t.db),
      () => t.db.deleteFrom('audit_log').execute(),
      () => t.db.updateTable('audit_log').set({ target: 'edited' }).execute(),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toThrow(/append-only/);
    }
    const entry = await t.db
      .selectFrom('journal_entries')
      .select('memo')
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(entry.memo).toBe('test credit');
  });
});

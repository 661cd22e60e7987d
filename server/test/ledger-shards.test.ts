import { Migrator } from 'kysely';
import { migrations } from '../src/db/migrations';
import { migrateToLatest } from '../src/db/migrate';
import { HOUSE_SHARDS, houseAccount, postEntry } from '../src/modules/ledger';
import { reconcileLedger } from '../src/modules/ledger/reconcile';
import {
  accountBalance,
  created,
  house,
  moneyMember,
  openMoneyApp,
  type MoneyApp,
} from './money-fixtures';

jest.setTimeout(120_000);

/**
 * House accounts are spread over shards so approvals lock different rows; every sum, the
 * reconciliation and the migration that splits (and folds back) existing accounts keep the money
 * where it was.
 */
describe('house account shards', () => {
  let m: MoneyApp;
  beforeAll(async () => {
    m = await openMoneyApp();
  });
  afterAll(() => m.t.close());

  it('spreads approvals over several fee-income rows; the balance is their sum', async () => {
    const fees = await accountBalance(m.t, house.feeIncome);
    for (let i = 0; i < 3; i += 1) {
      const member = await moneyMember(m.t);
      const request = created(
        await m.api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 100 }),
      );
      expect((await m.api.approve(request.id)).statusCode).toBe(200);
    }
    // 2 % of each 100 USD charge, wherever the request's id put it.
    expect(await accountBalance(m.t, house.feeIncome)).toBe(fees + 600n);
    const used = await m.t.db
      .selectFrom('ledger_accounts')
      .select('code')
      .where('kind', '=', 'fee_income')
      .where('balance', '<>', '0')
      .execute();
    expect(used.length).toBeGreaterThan(1);
    expect(await reconcileLedger(m.t.db)).toMatchObject({ ok: true, mismatches: [] });
  });
});

describe('the migration to house account shards', () => {
  let m: MoneyApp;
  beforeAll(async () => {
    m = await openMoneyApp();
  });
  afterAll(() => m.t.close());

  it('splits the accounts a ledger already has without moving money', async () => {
    const migrator = new Migrator({
      db: m.t.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0006_template_languages')).error).toBeUndefined();
    // A ledger from before: an opening correction and an approval's house lines, one row each.
    await m.t.createMember({ balanceMinor: 12_345n });
    await m.t.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'charge_approved',
        memo: 'before the shards',
        createdBy: null,
        lines: [
          { accountCode: houseAccount('fee_income', 'USD'), currency: 'USD', amountMinor: 500n },
          {
            accountCode: houseAccount('deposits_clearing', 'USD'),
            currency: 'USD',
            amountMinor: -500n,
          },
        ],
      }),
    );
    const houseSums = async () =>
      (
        await m.t.db
          .selectFrom('ledger_accounts')
          .select(['kind', 'currency', (eb) => eb.fn.sum<string>('balance').as('total')])
          .where('user_id', 'is', null)
          .groupBy(['kind', 'currency'])
          .orderBy('kind')
          .execute()
      ).map((row) => `${row.kind}:${row.currency} ${row.total}`);
    const before = await houseSums();
    expect(before).toEqual([
      'corrections:USD -12345',
      'deposits_clearing:USD -500',
      'fee_income:USD 500',
    ]);

    await migrateToLatest(m.t.db);
    const feeRows = await m.t.db
      .selectFrom('ledger_accounts')
      .select('code')
      .where('kind', '=', 'fee_income')
      .execute();
    expect(feeRows).toHaveLength(HOUSE_SHARDS);
    expect(await houseSums()).toEqual(before);
    expect(await reconcileLedger(m.t.db)).toMatchObject({ ok: true, mismatches: [] });

    // Money goes on moving, into the shards, and the ledger stays clean.
    const member = await moneyMember(m.t);
    const request = created(
      await m.api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
    );
    expect((await m.api.approve(request.id)).statusCode).toBe(200);
    expect(await accountBalance(m.t, house.feeIncome)).toBe(600n);
    expect(await reconcileLedger(m.t.db)).toMatchObject({ ok: true, mismatches: [] });
  });
});

import {
  accountBalance,
  type calls,
  created,
  entriesOf,
  expectLedgerReconciles,
  house,
  moneyMember,
  wallet,
  type Member,
  openMoneyApp,
} from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

const HOUR = 3600 * 1000;

// docs/product.md §7: the first completed charge ever, 100–5,000 USD, while an event is live.
describe('the first-deposit bonus', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  const clock = new Date('2030-05-10T02:00:00Z');
  beforeAll(async () => {
    ({ t, api } = await openMoneyApp({ now: () => clock }));
  });
  afterAll(() => t.close());

  const event = async (
    percent: string,
    options: { from?: number; to?: number; active?: boolean } = {},
  ) => {
    const row = await t.db
      .insertInto('events')
      .values({
        type: 'first_deposit',
        title: `Welcome ${percent}%`,
        bonus_percent: percent,
        starts_at: new Date(clock.getTime() + (options.from ?? -HOUR)),
        ends_at: new Date(clock.getTime() + (options.to ?? HOUR)),
        active: options.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const endEvents = () =>
    t.db
      .updateTable('events')
      .set({ active: false })
      .execute()
      .then(() => undefined);
  const charge = async (member: Member, amount: number) => {
    const request = created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount }),
    );
    return request;
  };
  const chargeAndApprove = async (member: Member, amount: number) => {
    const request = await charge(member, amount);
    expect((await api.approve(request.id)).statusCode).toBe(200);
    return request;
  };
  const bonusOf = (userId: number) =>
    t.db
      .selectFrom('first_deposit_bonuses')
      .select(['request_id', 'event_id', 'amount_minor'])
      .where('user_id', '=', userId)
      .execute();

  afterEach(endEvents);

  it('pays percent × amount (half up) as its own entry, once per member', async () => {
    const eventId = await event('12.50');
    const budget = await accountBalance(t, house.eventBonus);
    const member = await moneyMember(t);
    const first = await chargeAndApprove(member, 123.45);
    // 98% of 123.45 = 120.98 reflected, plus 12.5% of 123.45 = 15.43125 → 15.43.
    expect(await wallet(t, member.id)).toEqual({ available: 12_098n + 1_543n, held: 0n });
    expect(await accountBalance(t, house.eventBonus)).toBe(budget - 1_543n);
    expect(await entriesOf(t, first.id)).toMatchObject({
      first_deposit_bonus: ['event_bonus:USD -1543', `member:${member.id}:available 1543`],
    });
    expect(await bonusOf(member.id)).toEqual([
      { request_id: expect.anything(), event_id: expect.anything(), amount_minor: '1543' },
    ]);
    expect(Number((await bonusOf(member.id))[0]?.event_id)).toBe(eventId);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('target', '=', `request:${first.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ bonus: 15.43 });

    // The second charge is not the first: nothing more.
    await chargeAndApprove(member, 200);
    expect(await wallet(t, member.id)).toEqual({ available: 13_641n + 19_600n, held: 0n });
    expect(await bonusOf(member.id)).toHaveLength(1);
  });

  it('takes the highest live percent when several events are live', async () => {
    await event('5.00');
    await event('20.00');
    await event('50.00', { active: false });
    const member = await moneyMember(t);
    await chargeAndApprove(member, 100);
    expect(await wallet(t, member.id)).toEqual({ available: 9_800n + 2_000n, held: 0n });
  });

  it('pays only for 100 to 5,000 USD', async () => {
    await event('10.00');
    const cases: [number, bigint][] = [
      [99.99, 0n],
      [100, 1_000n],
      [5_000, 50_000n],
      [5_000.01, 0n],
    ];
    for (const [amount, bonus] of cases) {
      const member = await moneyMember(t);
      const request = await chargeAndApprove(member, amount);
      expect((await wallet(t, member.id)).available).toBe(
        BigInt(Math.round((request.reflectedAmount ?? 0) * 100)) + bonus,
      );
      expect(await bonusOf(member.id)).toHaveLength(bonus > 0n ? 1 : 0);
    }
  });

  it('pays only while an event is live: not before it starts, not after it ends, not inactive', async () => {
    await event('10.00', { from: HOUR, to: 2 * HOUR });
    await event('10.00', { from: -2 * HOUR, to: 0 });
    await event('10.00', { active: false });
    const member = await moneyMember(t);
    await chargeAndApprove(member, 100);
    expect(await wallet(t, member.id)).toEqual({ available: 9_800n, held: 0n });
    expect(await bonusOf(member.id)).toEqual([]);
  });

  it('counts only completed charges: after a rejected one, the first approved one earns it', async () => {
    await event('10.00');
    const member = await moneyMember(t);
    const rejected = await charge(member, 300);
    expect((await api.reject(rejected.id, 'no deposit')).statusCode).toBe(200);
    await chargeAndApprove(member, 100);
    expect(await wallet(t, member.id)).toEqual({ available: 9_800n + 1_000n, held: 0n });
  });

  it('does not pay when the first completed charge was below 100 (it was the first)', async () => {
    const member = await moneyMember(t);
    await chargeAndApprove(member, 50);
    await event('10.00');
    await chargeAndApprove(member, 200);
    expect(await wallet(t, member.id)).toEqual({ available: 4_900n + 19_600n, held: 0n });
    expect(await bonusOf(member.id)).toEqual([]);
  });

  it('leaves a reconciled ledger', async () => {
    await expectLedgerReconciles(t);
  });
});

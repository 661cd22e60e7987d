import { sql } from 'kysely';
import { reconcileLedger } from '../src/modules/ledger/reconcile';
import {
  type calls,
  created,
  moneyMember,
  MONEY_PASSWORD,
  wallet,
  type Member,
  openMoneyApp,
} from './money-fixtures';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';

jest.setTimeout(300_000);

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

// Many members doing everything at once, decided every way, then the ledger must add up: every
// entry sums to zero per currency, every balance equals its lines, every wallet equals a model.
describe('mixed money operations', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let adminToken: string;
  beforeAll(async () => {
    ({ t, api, adminToken } = await openMoneyApp());
    await t.db
      .insertInto('events')
      .values({
        type: 'first_deposit',
        title: 'Welcome',
        bonus_percent: '7.25',
        starts_at: new Date(Date.now() - 3600_000),
        ends_at: new Date(Date.now() + 24 * 3600_000),
      })
      .execute();
  });
  afterAll(() => t.close());

  it('keeps every wallet and the whole ledger exact through rounds of requests and decisions', async () => {
    const next = random(20_240_611);
    const members: Member[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        moneyMember(t, {
          balanceMinor: BigInt(50_000 + i * 1_337),
          moneyPassword: MONEY_PASSWORD,
          peso: i % 2 === 0,
          usdtWallet: true,
        }),
      ),
    );
    // The model: what each wallet must be, from the figures the answers carried.
    const model = new Map(
      members.map((member, i) => [member.id, { available: BigInt(50_000 + i * 1_337), held: 0n }]),
    );
    const cents = (major: number | null) => BigInt(Math.round((major ?? 0) * 100));
    const charged = new Set<number>();

    for (let round = 0; round < 6; round += 1) {
      const made = await Promise.all(
        members.map(async (member) => {
          const choice = next(6);
          // Integer cents over 100: the closest double, whose shortest text is the decimal itself.
          const amount = (4_000 + next(20_000)) / 100;
          const payloads: [string, object][] = [
            ['/wallet/charges', { currency: ['USD', 'KRW', 'PHP', 'USDT'][next(4)], amount }],
            [
              '/wallet/withdrawals',
              {
                currency: ['USD', 'KRW', 'USDT'][next(3)],
                amount,
                moneyPassword: MONEY_PASSWORD,
                agreeTerms: true,
              },
            ],
            ['/wallet/transfers', { direction: 'wallet_to_platform', to: 'xpoker', amount }],
            [
              '/wallet/transfers',
              { direction: 'platform_to_wallet', from: 'pokernex', amount: 1_000 + next(90_000) },
            ],
            [
              '/wallet/transfers',
              { direction: 'platform_to_platform', from: 'ggclub', to: 'xpoker', amount },
            ],
            ['/trade/recharges', { platform: 'ggclub', amount }],
          ];
          const [url, payload] = defined(payloads[choice], `payload ${choice}`);
          const answer = await api.send(member.token, url, payload);
          return { member, answer };
        }),
      );
      const requests = made
        .filter(({ answer }) => answer.statusCode === 201)
        .map(({ member, answer }) => ({ member, request: created(answer) }));
      expect(requests.length).toBeGreaterThan(0);
      for (const { member, request } of requests) {
        const state = defined(model.get(member.id), `the model of member ${member.id}`);
        const held =
          request.kind === 'wallet_withdraw' || (request.wallet ?? 0) < 0
            ? cents(request.amount)
            : 0n;
        state.available -= held;
        state.held += held;
      }
      for (const { answer: refused } of made.filter(({ answer }) => answer.statusCode !== 201)) {
        // The only refusal these amounts can meet is a wallet too small for the hold.
        expect(refused.json().error).toBe('insufficient_balance');
      }

      const decisions = await Promise.all(
        requests.map(async ({ member, request }) => {
          const how = next(4);
          const answer =
            how <= 1
              ? await api.approve(request.id)
              : how === 2
                ? await api.reject(request.id, 'mixed test')
                : await api.cancel(member.token, request.id);
          expect(answer.statusCode).toBe(200);
          return { member, request, approved: how <= 1 };
        }),
      );
      for (const { member, request, approved } of decisions) {
        const state = defined(model.get(member.id), `the model of member ${member.id}`);
        const held = cents(request.amount);
        const holds = request.kind === 'wallet_withdraw' || (request.wallet ?? 0) < 0;
        if (holds) {
          state.held -= held;
          if (!approved) state.available += held;
        }
        if (!approved) continue;
        if (request.kind === 'wallet_charge') {
          state.available += cents(request.reflectedAmount);
          if (!charged.has(member.id)) {
            charged.add(member.id);
            const amount = cents(request.amount);
            if (amount >= 10_000n && amount <= 500_000n) {
              state.available += (amount * 725n * 2n + 10_000n) / 20_000n;
            }
          }
        }
        if (request.kind === 'wallet_transfer' && (request.wallet ?? 0) > 0) {
          state.available += cents(request.wallet);
        }
      }
      for (const member of members) {
        expect(await wallet(t, member.id)).toEqual(model.get(member.id));
      }
    }

    // Every entry sums to zero per currency (the line's currency is its account's).
    const unbalanced = await t.db
      .selectFrom('journal_lines as l')
      .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
      .select(['l.entry_id', 'a.currency'])
      .groupBy(['l.entry_id', 'a.currency'])
      .having(sql<boolean>`sum(l.amount) <> 0`)
      .execute();
    expect(unbalanced).toEqual([]);
    // Every cached balance equals the sum of its lines.
    const drifted = await t.db
      .selectFrom('ledger_accounts as a')
      .select(['a.code', 'a.balance'])
      .where(
        sql<boolean>`a.balance <> coalesce((select sum(l.amount) from journal_lines l where l.account_id = a.id), 0)`,
      )
      .execute();
    expect(drifted).toEqual([]);
    // And the shared reconciliation agrees.
    const reconciliation = await reconcileLedger(t.db);
    expect(reconciliation).toMatchObject({ ok: true, mismatches: [] });
    expect(reconciliation.entries).toBeGreaterThan(20);

    // Administrators' corrections join the mix; the reconciliation call still finds nothing.
    for (const [index, member] of members.entries()) {
      const correction = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${member.id}/corrections`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { amount: index % 2 === 0 ? 12.34 : -0.01, reason: 'mixed-run correction' },
      });
      expect(correction.statusCode).toBe(201);
    }
    const call = await t.app.inject({
      url: '/api/admin/ledger/reconcile',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(call.statusCode).toBe(200);
    expect(call.json()).toMatchObject({ ok: true, mismatches: [] });
    expect(call.json().entries).toBe(reconciliation.entries + members.length);
  });
});

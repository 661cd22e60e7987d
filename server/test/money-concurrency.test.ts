import {
  type calls,
  created,
  expectLedgerReconciles,
  moneyMember,
  MONEY_PASSWORD,
  wallet,
  type Member,
  openMoneyApp,
} from './money-fixtures';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';

jest.setTimeout(300_000);

// docs/product.md §3 and §10 under load: one pending request per member, held by the database, and
// decisions as guarded changes. On PostgreSQL these calls really run at once.
describe('money requests under concurrency', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    ({ t, api } = await openMoneyApp());
  });
  afterAll(() => t.close());

  it('50 concurrent withdrawals and transfers of one member: one 201, 49 × 409, one hold', async () => {
    const member = await moneyMember(t, { balanceMinor: 100_000n, moneyPassword: MONEY_PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? api.send(member.token, '/wallet/withdrawals', {
              currency: 'USD',
              amount: 100 + i,
              moneyPassword: MONEY_PASSWORD,
              agreeTerms: true,
            })
          : api.send(member.token, '/wallet/transfers', {
              direction: 'wallet_to_platform',
              to: 'ggclub',
              amount: 100 + i,
            }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error).toBe('pending_request_exists');
    }
    const winner = created(
      answers.find((answer) => answer.statusCode === 201) ?? defined(answers[0], 'an answer'),
    );
    const held = BigInt(Math.round(winner.amount * 100));
    expect(await wallet(t, member.id)).toEqual({ available: 100_000n - held, held });
    const rows = await t.db
      .selectFrom('money_requests')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    await expectLedgerReconciles(t);
  });

  it('50 concurrent approve/cancel pairs on 50 requests: each decided exactly once', async () => {
    const members: Member[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      members.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => moneyMember(t, { balanceMinor: 20_000n })),
        )),
      );
    }
    // Three kinds: a charge (credited on approval), a transfer out (held), a transfer in.
    const requests = await Promise.all(
      members.map(async (member, i) => {
        const body =
          i % 3 === 0
            ? { url: '/wallet/charges', payload: { currency: 'USD', amount: 100 } }
            : i % 3 === 1
              ? {
                  url: '/wallet/transfers',
                  payload: { direction: 'wallet_to_platform', to: 'ggclub', amount: 100 },
                }
              : {
                  url: '/wallet/transfers',
                  payload: { direction: 'platform_to_wallet', from: 'ggclub', amount: 100 },
                };
        return created(await api.send(member.token, body.url, body.payload));
      }),
    );
    for (const [i, member] of members.entries()) {
      const expected =
        i % 3 === 1 ? { available: 10_000n, held: 10_000n } : { available: 20_000n, held: 0n };
      expect(await wallet(t, member.id)).toEqual(expected);
    }

    const decisions = await Promise.all(
      requests.flatMap((request, i) => [
        api.approve(request.id),
        // Half are cancelled by their member, half by the administrator.
        i % 2 === 0
          ? api.cancel(defined(members[i], `member ${i}`).token, request.id)
          : api.adminCancel(request.id),
      ]),
    );

    for (const [i, request] of requests.entries()) {
      const approve = defined(decisions[2 * i], `the approval of request ${i}`);
      const cancel = defined(decisions[2 * i + 1], `the cancellation of request ${i}`);
      const pair = [approve.statusCode, cancel.statusCode].sort();
      expect(pair).toEqual([200, 409]);
      const loser = approve.statusCode === 409 ? approve : cancel;
      expect(loser.json().error).toBe('already_decided');
      const approved = approve.statusCode === 200;

      const row = await t.db
        .selectFrom('money_requests')
        .select('status')
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(approved ? 'completed' : 'cancelled');

      const balance = await wallet(t, defined(members[i], `member ${i}`).id);
      const kind = i % 3;
      const available = !approved
        ? 20_000n
        : kind === 0
          ? 20_000n + 9_800n // the charge's reflected amount
          : kind === 1
            ? 10_000n // the held 100 went to GG Club
            : 20_000n + 9_800n; // 100 USD from GG Club, 2% fee
      expect(balance).toEqual({ available, held: 0n });

      const entries = await t.db
        .selectFrom('journal_entries')
        .select('kind')
        .where('request_id', '=', request.id)
        .orderBy('id')
        .execute();
      const kinds = entries.map((entry) => entry.kind);
      const hold = kind === 1 ? ['transfer_hold'] : [];
      const decided = approved
        ? [kind === 0 ? 'charge_approved' : 'transfer_completed']
        : kind === 1
          ? ['hold_released']
          : [];
      expect(kinds).toEqual([...hold, ...decided]);
    }
    await expectLedgerReconciles(t);
  });
});

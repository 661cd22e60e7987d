import {
  statisticsSchema,
  type DailyStatistics,
  type MoneyRequestKind,
  type MoneyRequestStatus,
} from '@wallet/shared/domain';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// docs/communication.md "The dashboard": one row per Asia/Seoul day, counted by the database.
describe('GET /api/admin/statistics', () => {
  // 10:00 UTC is 19:00 in Seoul: "today" is 2031-03-03, which began at 2031-03-02T15:00Z. Far from
  // the real clock, so the accounts the set-up creates "now" fall outside every period asked.
  let clock = new Date('2031-03-03T10:00:00Z');
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    token = await t.login(await t.createAdmin());
  });
  afterAll(() => t.close());

  const statistics = (query = '') =>
    t.app.inject({ url: `/api/admin/statistics${query}`, headers: bearer(token) });
  const zero = (day: string): DailyStatistics => ({
    day,
    signups: 0,
    chargeCount: 0,
    chargeUsd: 0,
    withdrawalCount: 0,
    withdrawalUsd: 0,
  });

  it('counts sign-ups, completed charges and withdrawals per Seoul day, empty days zero', async () => {
    // Seoul is UTC+9: 14:59:59Z is 23:59:59 of that day there, 15:00:00Z the next day's midnight.
    const signups = [
      '2031-02-24T14:59:59Z', // 02-24 in Seoul: before the first day asked
      '2031-02-24T15:00:00Z', // 02-25, the first day
      '2031-02-28T14:59:59Z', // 02-28
      '2031-02-28T15:00:00Z', // 03-01
      '2031-02-28T16:00:00Z', // 03-01
      '2031-03-03T01:59:59Z', // 03-03, today
    ];
    const members = [];
    for (const at of signups) members.push(await t.createMember({ createdAt: new Date(at) }));
    // An administrator made on 03-01 is no sign-up.
    await t.createAdmin({ createdAt: new Date('2031-02-28T15:00:01Z') });

    const userId = members[0]?.id ?? 0;
    const request = (
      kind: MoneyRequestKind,
      amountMinor: bigint,
      processedAt: string | null,
      status: MoneyRequestStatus = 'completed',
    ) => ({
      user_id: userId,
      kind,
      currency: 'USD' as const,
      amount_minor: amountMinor,
      status,
      processed_at: processedAt,
      direction: kind === 'wallet_transfer' ? ('wallet_to_platform' as const) : null,
      admin_memo: status === 'rejected' ? 'no' : null,
    });
    await t.db
      .insertInto('money_requests')
      .values([
        // Charges: counted on the Seoul day they were completed, with the USD asked for.
        request('wallet_charge', 10_001n, '2031-02-28T14:59:59Z'), // 02-28: 100.01
        request('wallet_charge', 10n, '2031-02-28T15:00:00Z'), // 03-01: 0.10
        request('wallet_charge', 20n, '2031-03-01T14:59:59Z'), // 03-01: 0.20 (0.1 + 0.2 = 0.3)
        request('wallet_charge', 4_000n, '2031-02-24T14:59:59Z'), // 02-24: before the period
        request('wallet_charge', 5_000n, null, 'pending'),
        request('wallet_charge', 6_000n, '2031-03-01T00:00:00Z', 'rejected'),
        request('wallet_charge', 7_000n, '2031-03-01T00:00:00Z', 'cancelled'),
        request('platform_recharge', 8_000n, '2031-03-01T00:00:00Z'),
        request('wallet_transfer', 9_000n, '2031-03-01T00:00:00Z'),
        // Withdrawals.
        request('wallet_withdraw', 12_050n, '2031-03-02T15:00:00Z'), // 03-03: 120.50
        request('wallet_withdraw', 4_000_000_000_01n, '2031-03-03T01:59:59Z'), // 03-03
        request('platform_withdraw', 4_000n, '2031-03-03T00:00:00Z'),
      ])
      .execute();

    const answer = await statistics('?days=7');
    expect(answer.statusCode).toBe(200);
    expect(statisticsSchema.parse(answer.json())).toEqual(answer.json());
    expect(answer.json()).toEqual({
      days: [
        { ...zero('2031-02-25'), signups: 1 },
        zero('2031-02-26'),
        zero('2031-02-27'),
        { ...zero('2031-02-28'), signups: 1, chargeCount: 1, chargeUsd: 100.01 },
        { ...zero('2031-03-01'), signups: 2, chargeCount: 2, chargeUsd: 0.3 },
        zero('2031-03-02'),
        {
          ...zero('2031-03-03'),
          signups: 1,
          withdrawalCount: 2,
          // 4,000,000,000.01 + 120.50, summed in cents by the database.
          withdrawalUsd: 4_000_000_120.51,
        },
      ],
    });
  });

  it('answers the last 30 days by default, today last, and follows the clock', async () => {
    const days = async (query = '') => {
      const answer = await statistics(query);
      expect(answer.statusCode).toBe(200);
      return answer.json<{ days: DailyStatistics[] }>().days.map((row) => row.day);
    };
    const month = await days();
    expect(month).toHaveLength(30);
    expect(month[0]).toBe('2031-02-02');
    expect(month.at(-1)).toBe('2031-03-03');

    // 15:00Z is midnight in Seoul: the next day is today there.
    clock = new Date('2031-03-03T15:00:00Z');
    try {
      expect(await days('?days=7')).toEqual([
        '2031-02-26',
        '2031-02-27',
        '2031-02-28',
        '2031-03-01',
        '2031-03-02',
        '2031-03-03',
        '2031-03-04',
      ]);
    } finally {
      clock = new Date('2031-03-03T10:00:00Z');
    }
  });

  it('refuses a period outside 7–90 days, and is for administrators only', async () => {
    for (const query of ['?days=6', '?days=91', '?days=abc', '?days=7.5', '?weeks=1']) {
      const answer = await statistics(query);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 422 });
      expect(answer.json().error).toBe('validation_failed');
    }
    expect((await statistics('?days=90')).json().days).toHaveLength(90);
    const member = await t.login(await t.createMember());
    expect(
      (await t.app.inject({ url: '/api/admin/statistics', headers: bearer(member) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/statistics' })).statusCode).toBe(401);
  });
});

import type { Insertable } from 'kysely';
import type { MoneyRequestsTable } from '../../src/db/schema';
import type { TestApp } from './test-app';

/**
 * Processed money requests for the history tests, written as the request module stores them
 * (the columns of migration 0003), decided by `adminId`.
 */
export function historyFixture(t: TestApp, adminId: number) {
  /** Requests are made by another part of the server; here they are written as it stores them. */
  async function insertRequest(
    userId: number,
    request: Omit<Insertable<MoneyRequestsTable>, 'user_id'>,
  ): Promise<number> {
    const processed = request.status && request.status !== 'pending';
    const row = await t.db
      .insertInto('money_requests')
      .values({ user_id: userId, processed_by: processed ? adminId : null, ...request })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const at = (iso: string) => new Date(iso);

  /** One member with one of everything, processed one hour apart on 2026-03-01 (UTC). */
  async function memberWithHistory(username: string) {
    const member = await t.createMember({ username });
    const ids = {
      charge: await insertRequest(member.id, {
        kind: 'wallet_charge',
        status: 'completed',
        currency: 'KRW',
        amount_minor: 10_000n,
        fee_minor: 200n,
        net_minor: 9_800n,
        converted_minor: 138_050n,
        reflected_minor: 9_800n,
        rate: '1380.5',
        reference: `C${member.id}`,
        processed_at: at('2026-03-01T01:00:00Z'),
      }),
      withdrawal: await insertRequest(member.id, {
        kind: 'wallet_withdraw',
        status: 'completed',
        currency: 'USDT',
        amount_minor: 4_000n,
        fee_minor: 80n,
        net_minor: 3_920n,
        converted_minor: 3_920n,
        reflected_minor: 4_000n,
        rate: '1',
        processed_at: at('2026-03-01T02:00:00Z'),
      }),
      toPlatform: await insertRequest(member.id, {
        kind: 'wallet_transfer',
        status: 'completed',
        direction: 'wallet_to_platform',
        from_place: 'wallet',
        to_place: 'xpoker',
        currency: 'USD',
        amount_minor: 5_000n,
        fee_minor: 100n,
        net_minor: 4_900n,
        expected_minor: 67_644n,
        target_currency: 'KRW',
        wallet_change_minor: -5_000n,
        record_type: 'withdrawal',
        processed_at: at('2026-03-01T03:00:00Z'),
      }),
      fromPlatform: await insertRequest(member.id, {
        kind: 'wallet_transfer',
        status: 'completed',
        direction: 'platform_to_wallet',
        from_place: 'xpoker',
        to_place: 'wallet',
        currency: 'KRW',
        amount_minor: 10_000n,
        fee_minor: 14n,
        expected_minor: 710n,
        target_currency: 'USD',
        wallet_change_minor: 710n,
        record_type: 'deposit',
        processed_at: at('2026-03-01T04:00:00Z'),
      }),
      rejected: await insertRequest(member.id, {
        kind: 'wallet_charge',
        status: 'rejected',
        currency: 'PHP',
        amount_minor: 12_345n,
        fee_minor: 247n,
        reflected_minor: 12_098n,
        admin_memo: '=HYPERLINK("http://evil.test","click")',
        processed_at: at('2026-03-01T05:00:00Z'),
      }),
      cancelled: await insertRequest(member.id, {
        kind: 'wallet_withdraw',
        status: 'cancelled',
        currency: 'KRW',
        amount_minor: 10_000n,
        fee_minor: 300n,
        held_minor: 10_000n,
        admin_memo: 'asked by phone, "urgent", twice',
        processed_at: at('2026-03-01T06:00:00Z'),
      }),
      platform: await insertRequest(member.id, {
        kind: 'platform_recharge',
        status: 'completed',
        currency: 'KRW',
        platform: 'xpoker',
        platform_id: 'XP-1',
        amount_minor: 50_000n,
        processed_at: at('2026-03-01T07:00:00Z'),
      }),
    };
    // Still pending: not history yet.
    await insertRequest(member.id, {
      kind: 'wallet_charge',
      status: 'pending',
      currency: 'USD',
      amount_minor: 4_000n,
    });
    return { member, ids };
  }

  return { insertRequest, memberWithHistory, at };
}

import type { Currency } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberAvailable, memberHeld, type HouseAccountKind } from './accounts';

export interface MemberBalance {
  /** USD cents the member can spend. */
  available: bigint;
  /** USD cents held by pending withdrawals and transfers. */
  held: bigint;
}

/** A member's wallet from the cached account balances (kept in step by postEntry). */
export async function balanceOf(db: Kysely<Database>, userId: number): Promise<MemberBalance> {
  const available = memberAvailable(userId);
  const held = memberHeld(userId);
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('code', 'in', [available, held])
    .execute();
  const byCode = new Map(rows.map((row) => [row.code, BigInt(row.balance)]));
  return { available: byCode.get(available) ?? 0n, held: byCode.get(held) ?? 0n };
}

/** A house account's balance in minor units: the sum of its shards (accounts.ts). */
export async function houseBalance(
  db: Kysely<Database>,
  kind: HouseAccountKind,
  currency: Currency,
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<string | null>('balance').as('total'))
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return BigInt(row.total ?? 0);
}

/**
 * A member's cached balance as a column of a query over `users as u`: the codes of
 * memberAccountCode (@wallet/shared/domain) built per row in SQL; null when never used.
 */
export const memberBalanceColumn = (part: 'available' | 'held') =>
  sql<
    string | null
  >`(select la.balance from ledger_accounts la where la.code = 'member:' || u.id || ${sql.lit(`:${part}`)})`;

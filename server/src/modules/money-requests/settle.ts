import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { postEntry, type LedgerLine } from '../ledger';
import { payFirstDepositBonus, type PaidBonus } from './bonus';
import {
  chargeApprovedLines,
  releaseLines,
  transferCompletedLines,
  withdrawalPaidLines,
} from './ledger-lines';
import type { MoneyRequestRow } from './present';

/** What a decision moved in the ledger, for its audit row. */
export interface Settlement {
  entryIds: number[];
  bonus: PaidBonus | null;
}

async function post(
  trx: Transaction<Database>,
  row: MoneyRequestRow,
  actorId: number,
  kind: string,
  lines: LedgerLine[],
): Promise<number> {
  const requestId = Number(row.id);
  const { entryId } = await postEntry(trx, {
    kind,
    memo: `request #${requestId}`,
    createdBy: actorId,
    userId: Number(row.user_id),
    requestId,
    lines,
  });
  return entryId;
}

/**
 * An approval applies exactly the figures stored with the request (docs/product.md §1). Platform
 * trade moves nothing: approval records that the administrator did it.
 */
export async function settleApproval(
  trx: Transaction<Database>,
  row: MoneyRequestRow,
  actorId: number,
  now: Date,
): Promise<Settlement> {
  const userId = Number(row.user_id);
  switch (row.kind) {
    case 'wallet_charge': {
      const entryId = await post(
        trx,
        row,
        actorId,
        'charge_approved',
        chargeApprovedLines(userId, row),
      );
      const bonus = await payFirstDepositBonus(trx, row, actorId, now);
      return { entryIds: bonus ? [entryId, bonus.entryId] : [entryId], bonus };
    }
    case 'wallet_withdraw': {
      const lines = withdrawalPaidLines(userId, row);
      return { entryIds: [await post(trx, row, actorId, 'withdrawal_paid', lines)], bonus: null };
    }
    case 'wallet_transfer': {
      const lines = transferCompletedLines(userId, row);
      return {
        entryIds: [await post(trx, row, actorId, 'transfer_completed', lines)],
        bonus: null,
      };
    }
    case 'platform_recharge':
    case 'platform_withdraw':
      return { entryIds: [], bonus: null };
  }
}

/** A rejection or cancellation gives back what the request held, in the same transaction. */
export async function releaseHold(
  trx: Transaction<Database>,
  row: MoneyRequestRow,
  actorId: number,
): Promise<Settlement> {
  const held = BigInt(row.held_minor);
  if (held === 0n) return { entryIds: [], bonus: null };
  const lines = releaseLines(Number(row.user_id), held);
  return { entryIds: [await post(trx, row, actorId, 'hold_released', lines)], bonus: null };
}

import type { MoneyRequest } from '@wallet/shared/domain';
import type { Insertable, Transaction } from 'kysely';
import { constraintName, isUniqueViolation } from '../../db/errors';
import type { Database, MoneyRequestsTable } from '../../db/schema';
import type { Remember } from '../idempotency/run';
import { LedgerError, postEntry } from '../ledger';
import type { MoneyContext } from './context';
import { holdLines } from './ledger-lines';
import type { MoneyMember } from './member';
import { presentRequest, type MoneyRequestRow } from './present';
import { newReference } from './reference';
import { refuse } from './refusals';

/** The figures a create call decided; the store adds the member, the time and the status. */
export type RequestFigures = Omit<
  Insertable<MoneyRequestsTable>,
  | 'id'
  | 'user_id'
  | 'status'
  | 'created_at'
  | 'processed_at'
  | 'processed_by'
  | 'admin_memo'
  | 'reference'
  | 'held_minor'
>;

export interface StoreOptions {
  /** USD cents moved from available to held at once, with the journal kind that records it. */
  hold?: { kind: 'withdrawal_hold' | 'transfer_hold'; amount: bigint };
  /** Give the request a reference code for its deposit. */
  withReference?: boolean;
  /** More work in the same transaction, e.g. the charge's auto-message. */
  then?: (trx: Transaction<Database>, request: MoneyRequestRow, now: Date) => Promise<void>;
  /** Stores the idempotent answer with the request. */
  remember: Remember<MoneyRequest>;
}

const ATTEMPTS = 5;

/**
 * Stores a new pending request in one transaction with its hold, its follow-up work and its
 * idempotency record. The database decides the conflicts: a second pending request of the member
 * breaks the partial unique index (409 `pending_request_exists`), a hold above the available
 * balance breaks the balance check (422 `insufficient_balance`); either rolls everything back.
 */
export async function storeRequest(
  context: MoneyContext,
  member: MoneyMember,
  figures: RequestFigures,
  options: StoreOptions,
): Promise<MoneyRequest> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.db
        .transaction()
        .execute((trx) => insertWithEffects(trx, context.now(), member, figures, options));
    } catch (error) {
      const referenceClash =
        isUniqueViolation(error) && constraintName(error) === 'money_requests_reference_key';
      if (referenceClash && attempt < ATTEMPTS) continue;
      throw translated(error);
    }
  }
}

async function insertWithEffects(
  trx: Transaction<Database>,
  now: Date,
  member: MoneyMember,
  figures: RequestFigures,
  options: StoreOptions,
): Promise<MoneyRequest> {
  const inserted = await trx
    .insertInto('money_requests')
    .values({
      ...figures,
      user_id: member.id,
      created_at: now,
      reference: options.withReference ? newReference() : null,
      held_minor: options.hold?.amount ?? 0n,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const request: MoneyRequestRow = { ...inserted, username: member.username };
  const requestId = Number(inserted.id);
  if (options.hold) {
    await postEntry(trx, {
      kind: options.hold.kind,
      memo: `request #${requestId}: held until decided`,
      createdBy: member.id,
      userId: member.id,
      requestId,
      lines: holdLines(member.id, options.hold.amount),
    });
  }
  if (options.then) await options.then(trx, request, now);
  const answer = presentRequest(request);
  await options.remember(trx, answer);
  return answer;
}

/** The database's refusals as the answers docs/api.md names. */
function translated(error: unknown): unknown {
  if (isUniqueViolation(error) && constraintName(error) === 'money_requests_one_pending_key') {
    return refuse('pending_request_exists');
  }
  if (error instanceof LedgerError && error.reason === 'insufficient_balance') {
    return refuse('insufficient_balance');
  }
  return error;
}

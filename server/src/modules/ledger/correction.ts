import {
  toMajor,
  toMinor,
  type CorrectionBody,
  type JournalEntry,
  type MoneyLimits,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { refuseQuote } from '../money-requests/refusals';
import { recordAudit } from '../audit/record';
import { houseAccount, memberAvailable } from './accounts';
import { balanceOf } from './balances';
import { LedgerError } from './errors';
import { idempotent, type IdempotentResult } from '../idempotency/run';
import type { IdempotencyCall } from '../idempotency/store';
import { findJournalEntry } from './journal-entry';
import { postEntry } from './post-entry';

export interface CorrectionContext {
  db: Kysely<Database>;
  /** The per-request maximum (MAX_REQUEST_USD): a correction is a money movement too. */
  limits: MoneyLimits;
}

const insufficientBalance = () =>
  new HttpError(
    422,
    'insufficient_balance',
    "The correction would take the member's available balance below zero",
  );

/**
 * POST /admin/users/{id}/corrections (docs/product.md §4): a credit (positive) or debit (negative)
 * of a member's wallet against the house's corrections account, as a new journal entry with the
 * reason as its memo. A debit below zero is refused by the ledger and nothing is written. The
 * audit row, in the same transaction, keeps the available balance before and after. With an
 * Idempotency-Key (`call`), a retry of a correction already posted answers it again and posts
 * nothing: a double submit or a lost answer never moves the balance twice.
 */
export async function postCorrection(
  context: CorrectionContext,
  actorId: number,
  memberId: number,
  body: CorrectionBody,
  call: IdempotencyCall<JournalEntry> | null = null,
): Promise<IdempotentResult<JournalEntry>> {
  const amountMinor = toMinor(body.amount, 'USD');
  // correctionBodySchema refuses a zero amount and more than two decimals.
  if (amountMinor === null || amountMinor === 0n) throw new Error('correction amount unreadable');
  const size = amountMinor < 0n ? -amountMinor : amountMinor;
  if (size > context.limits.maximumUsdMinor) {
    throw refuseQuote('amount_above_maximum', context.limits);
  }
  const reason = body.reason.trim();
  try {
    return await idempotent(context.db, call, (remember) =>
      context.db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', memberId)
          .where('role', '=', 'user')
          .executeTakeFirst();
        if (!member) throw notFound('This member');
        const posted = await postEntry(trx, {
          kind: 'correction',
          memo: reason,
          createdBy: actorId,
          userId: memberId,
          lines: [
            { accountCode: memberAvailable(memberId), currency: 'USD', amountMinor },
            {
              accountCode: houseAccount('corrections', 'USD'),
              currency: 'USD',
              amountMinor: -amountMinor,
            },
          ],
        });
        // Read after posting: postEntry holds the account's lock, so before = after − amount exactly.
        const { available } = await balanceOf(trx, memberId);
        await recordAudit(trx, {
          actorId,
          action: 'ledger.correction',
          target: { kind: 'user', id: memberId },
          before: { available: toMajor(available - amountMinor, 'USD') },
          after: {
            available: toMajor(available, 'USD'),
            amount: toMajor(amountMinor, 'USD'),
            entryId: posted.entryId,
            reason,
          },
        });
        const entry = await findJournalEntry(trx, posted.entryId);
        if (!entry) throw new Error(`journal entry ${posted.entryId} not readable after posting`);
        await remember(trx, entry);
        return entry;
      }),
    );
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient_balance') {
      throw insufficientBalance();
    }
    throw error;
  }
}

import {
  amountCurrencyOf,
  DEFAULT_LANGUAGE,
  toMajor,
  type MoneyRequest,
  type MoneyRequestStatus,
} from '@wallet/shared/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { auditRow } from '../audit/record';
import { DECISION_TEMPLATES, decisionMessage } from './auto-messages';
import { presentRequest, type MoneyRequestRow } from './present';
import { refuse } from './refusals';
import { releaseHold, settleApproval } from './settle';

export type Decision = 'approve' | 'reject' | 'cancel';

const STATUS_OF: Record<Decision, Exclude<MoneyRequestStatus, 'pending'>> = {
  approve: 'completed',
  reject: 'rejected',
  cancel: 'cancelled',
};

/** Who decides: an administrator (any request, audited) or the member (their own, cancel only). */
export interface Decider {
  id: number;
  role: 'admin' | 'user';
}

export interface DecideContext {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * Approves, rejects or cancels a pending request (docs/product.md §3, §10) as one guarded change:
 * the status moves only `where status = 'pending'`, so of two deciders racing exactly one wins and
 * the other is told 409 `already_decided`. The ledger entry (or the hold given back), the
 * auto-message and the administrator's audit row commit with it or not at all.
 */
export async function decideRequest(
  context: DecideContext,
  decider: Decider,
  requestId: number,
  decision: Decision,
  adminMemo?: string,
): Promise<MoneyRequest> {
  return context.db.transaction().execute(async (trx) => {
    const now = context.now();
    const status = STATUS_OF[decision];
    // The guarded change, the member's name and the auto-message's texts in one statement
    // (each statement is a round trip).
    const changed = await trx
      .with('changed', (db) => {
        let change = db
          .updateTable('money_requests')
          .set({
            status,
            processed_at: now,
            processed_by: decider.id,
            ...(adminMemo ? { admin_memo: adminMemo } : {}),
          })
          .where('id', '=', requestId)
          .where('status', '=', 'pending');
        if (decider.role === 'user') change = change.where('user_id', '=', decider.id);
        return change.returningAll();
      })
      .selectFrom('changed')
      .innerJoin('users', 'users.id', 'changed.user_id')
      .leftJoin('message_templates as t', (join) =>
        join.on('t.template_key', '=', DECISION_TEMPLATES[status]),
      )
      .leftJoin('message_template_texts as tt', (join) =>
        join
          .onRef('tt.template_key', '=', 't.template_key')
          .onRef('tt.language', '=', 'users.language')
          .on('users.language', '<>', DEFAULT_LANGUAGE),
      )
      .selectAll('changed')
      .select(['users.username', 'users.language'])
      .select(['t.label as template_label', 't.content as template_content'])
      .select(['tt.label as translated_label', 'tt.content as translated_content'])
      .executeTakeFirst();
    if (!changed) throw await whyNotDecided(trx, decider, requestId);
    const { template_label: label, template_content: content, ...row } = changed;
    if (label === null || content === null) {
      throw new Error(`message template ${DECISION_TEMPLATES[status]} is missing`);
    }

    const settlement =
      decision === 'approve'
        ? await settleApproval(trx, row, decider.id, now)
        : await releaseHold(trx, row, decider.id);
    const message = decisionMessage({ ...row, label, content }, row, status, now);
    if (decider.role === 'user') {
      await trx.insertInto('messages').values(message).execute();
      return presentRequest(row);
    }
    // The auto-message and the administrator's audit row: one statement.
    await trx
      .with('message', (db) => db.insertInto('messages').values(message))
      .insertInto('audit_log')
      .values(
        auditRow({
          actorId: decider.id,
          action: `request.${decision}`,
          target: { kind: 'request', id: requestId },
          before: { status: 'pending' },
          after: {
            status,
            ...decidedRequest(row, decision),
            adminMemo: row.admin_memo,
            entryIds: settlement.entryIds,
            ...(settlement.bonus ? { bonus: toMajor(settlement.bonus.amountMinor, 'USD') } : {}),
          },
        }),
      )
      .execute();
    return presentRequest(row);
  });
}

/**
 * What the audit log keeps of the request decided: whose it was, its kind and amount and, for an
 * approved withdrawal, what was paid out in the payment currency, so the row alone says who got
 * how much. A withdrawal rejected or cancelled paid nothing out.
 */
function decidedRequest(row: MoneyRequestRow, decision: Decision) {
  const currency = amountCurrencyOf(row.kind, row.currency);
  return {
    member: row.username,
    kind: row.kind,
    amount: toMajor(BigInt(row.amount_minor), currency),
    currency,
    ...(decision === 'approve' && row.kind === 'wallet_withdraw' && row.converted_minor !== null
      ? { payout: toMajor(BigInt(row.converted_minor), row.currency), payoutCurrency: row.currency }
      : {}),
  };
}

/** 404 when the request does not exist (or, for a member, is not theirs); else someone was first. */
async function whyNotDecided(trx: Transaction<Database>, decider: Decider, requestId: number) {
  const found = await trx
    .selectFrom('money_requests')
    .select('user_id')
    .where('id', '=', requestId)
    .executeTakeFirst();
  const visible = found && (decider.role === 'admin' || Number(found.user_id) === decider.id);
  return visible ? refuse('already_decided') : notFound('This request');
}

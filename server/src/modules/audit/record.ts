import { auditTargetText, type AuditAction, type AuditTarget } from '@wallet/shared/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditRecord {
  /** Who did it; null for the system (bootstrap, the command line). */
  actorId: number | null;
  /** What, as `area.verb`: one of AUDIT_ACTIONS, the list the back office filters by. */
  action: AuditAction;
  /** On what: a user, a request, the rates… (stored as `user:42`, `exchange_rates`). */
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
}

/** The audit_log row of a record. */
export const auditRow = (record: AuditRecord) => ({
  actor_id: record.actorId,
  action: record.action,
  target: auditTargetText(record.target),
  before: record.before === undefined ? null : JSON.stringify(record.before),
  after: record.after === undefined ? null : JSON.stringify(record.after),
});

/** Writes one audit row in the transaction of the change it describes (docs/product.md §9). */
export async function recordAudit(trx: Transaction<Database>, record: AuditRecord): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(record)).execute();
}

import type {
  AdminDepositAddress,
  Currency,
  depositAddressBodySchema,
} from '@wallet/shared/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { auditedRecords } from '../admin-records';
import { recordAudit } from '../audit/record';
import type { DepositAddressRow } from './queries';

export interface DepositAddressContext {
  db: Kysely<Database>;
  now: () => Date;
}

type Body = z.output<typeof depositAddressBodySchema>;

export function presentDepositAddress(row: DepositAddressRow): AdminDepositAddress {
  return {
    id: Number(row.id),
    currency: row.currency,
    label: row.label,
    account: row.account,
    holder: row.holder,
    active: row.active,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of an address. */
const snapshot = (row: Pick<DepositAddressRow, keyof Body>) => ({
  currency: row.currency,
  label: row.label,
  account: row.account,
  holder: row.holder,
  active: row.active,
});

/**
 * Serialises every change to one currency's addresses for the rest of the transaction. Row locks
 * cannot do it: two administrators adding the first two addresses of a currency have no row to
 * lock. On PostgreSQL the second waits here instead of failing on deposit_addresses_one_active_key;
 * on PGlite (one connection) it costs nothing.
 */
async function lockCurrency(trx: Transaction<Database>, currency: Currency): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`deposit_addresses:${currency}`}))`.execute(
    trx,
  );
}

/**
 * At most one active address per currency (docs/product.md §7): activating one deactivates the
 * other, in the same transaction, with its own audit row so the log tells both changes.
 */
async function deactivateOthers(
  trx: Transaction<Database>,
  actorId: number,
  currency: Currency,
  keepId: number | null,
  now: Date,
): Promise<void> {
  let query = trx
    .updateTable('deposit_addresses')
    .set({ active: false, updated_at: now })
    .where('currency', '=', currency)
    .where('active', '=', true);
  if (keepId !== null) query = query.where('id', '<>', keepId);
  const deactivated = await query
    .returning(['id', 'currency', 'label', 'account', 'holder', 'active'])
    .execute();
  for (const row of deactivated) {
    // The whole address, as an edit keeps it: "active → inactive" alone does not say which one.
    await recordAudit(trx, {
      actorId,
      action: 'deposit_address.update',
      target: { kind: 'deposit_address', id: Number(row.id) },
      before: snapshot({ ...row, active: true }),
      after: snapshot(row),
    });
  }
}

const addresses = auditedRecords<DepositAddressRow>({
  table: 'deposit_addresses',
  what: 'This deposit address',
  targetKind: 'deposit_address',
  actions: {
    create: 'deposit_address.create',
    update: 'deposit_address.update',
    delete: 'deposit_address.delete',
  },
  snapshot,
});

/** POST /admin/deposit-addresses. */
export async function createDepositAddress(
  context: DepositAddressContext,
  actorId: number,
  body: Body,
): Promise<AdminDepositAddress> {
  const row = await addresses.create(context.db, actorId, async (trx) => {
    const now = context.now();
    await lockCurrency(trx, body.currency);
    if (body.active) await deactivateOthers(trx, actorId, body.currency, null, now);
    return trx
      .insertInto('deposit_addresses')
      .values({ ...body, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentDepositAddress(row);
}

/** PUT /admin/deposit-addresses/{id}: the whole address as the form holds it. */
export async function updateDepositAddress(
  context: DepositAddressContext,
  actorId: number,
  id: number,
  body: Body,
): Promise<AdminDepositAddress> {
  const now = context.now();
  const row = await addresses.update(
    context.db,
    actorId,
    id,
    async (trx) => {
      if (body.active) await deactivateOthers(trx, actorId, body.currency, id, now);
      return trx
        .updateTable('deposit_addresses')
        .set({ ...body, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    // The currency lock first, then the row: every change takes them in this order.
    (trx) => lockCurrency(trx, body.currency),
  );
  return presentDepositAddress(row);
}

/**
 * DELETE /admin/deposit-addresses/{id}. Nothing refers to an address (a charge keeps the text it
 * was shown in its message), so the row goes; the audit row keeps what it was.
 */
export async function deleteDepositAddress(
  context: DepositAddressContext,
  actorId: number,
  id: number,
): Promise<void> {
  await addresses.remove(context.db, actorId, id);
}

import {
  apiErrorSchema,
  type AuditAction,
  type NumberedAuditTargetKind,
} from '@wallet/shared/domain';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { guarded, idParams } from '../http/route-schemas';
import { recordAudit } from './audit/record';
import { sessionOf } from './auth/guard';
import type { ModuleOptions } from './module-options';

/*
 * The back office's plain records (events, deposit addresses, notices) share one life: an
 * administrator adds, changes and removes them, a change locks the row first (404 when it is
 * gone), and every change commits with its audit row, before and after (docs/accounts.md, "Audit").
 * Each module keeps its own columns, rules and answers; this is only the part they have in common.
 */

/** The tables whose rows are such records. */
export type RecordTable = 'events' | 'deposit_addresses' | 'notices';

type Trx = Transaction<Database>;

/** The row, locked for the rest of the transaction; 404 naming `what` when there is none. */
export async function lockOr404<Row>(
  trx: Trx,
  table: RecordTable,
  id: number,
  what: string,
): Promise<Row> {
  const { rows } =
    await sql<Row>`select * from ${sql.table(table)} where id = ${id} for update`.execute(trx);
  const row = rows[0];
  if (!row) throw notFound(what);
  return row;
}

export interface RecordKind<Row> {
  table: RecordTable;
  /** The 404's subject, e.g. "This event". */
  what: string;
  /** What the audit log says a row is: `event` makes the target `event:12`. */
  targetKind: NumberedAuditTargetKind;
  actions: { create: AuditAction; update: AuditAction; delete: AuditAction };
  /** What the audit log keeps of a row. */
  snapshot: (row: Row) => unknown;
}

export interface AuditedRecords<Row> {
  /** Runs `insert` and audits what it stored, in one transaction. */
  create(db: Kysely<Database>, actorId: number, insert: (trx: Trx) => Promise<Row>): Promise<Row>;
  /**
   * Locks the row (404 when gone), runs `change` with it and audits before and after, in one
   * transaction. `first` runs before the row lock, for a lock every change takes in that order.
   */
  update(
    db: Kysely<Database>,
    actorId: number,
    id: number,
    change: (trx: Trx, before: Row) => Promise<Row>,
    first?: (trx: Trx) => Promise<void>,
  ): Promise<Row>;
  /** Locks the row (404 when gone), lets `check` refuse, deletes it and audits what it was. */
  remove(
    db: Kysely<Database>,
    actorId: number,
    id: number,
    check?: (trx: Trx, before: Row) => Promise<void>,
  ): Promise<void>;
}

export function auditedRecords<Row extends { id: string | number }>(
  kind: RecordKind<Row>,
): AuditedRecords<Row> {
  const target = (id: string | number) => ({ kind: kind.targetKind, id: Number(id) });
  const lock = (trx: Trx, id: number) => lockOr404<Row>(trx, kind.table, id, kind.what);
  return {
    create: (db, actorId, insert) =>
      db.transaction().execute(async (trx) => {
        const row = await insert(trx);
        await recordAudit(trx, {
          actorId,
          action: kind.actions.create,
          target: target(row.id),
          after: kind.snapshot(row),
        });
        return row;
      }),

    update: (db, actorId, id, change, first) =>
      db.transaction().execute(async (trx) => {
        if (first) await first(trx);
        const before = await lock(trx, id);
        const row = await change(trx, before);
        await recordAudit(trx, {
          actorId,
          action: kind.actions.update,
          target: target(id),
          before: kind.snapshot(before),
          after: kind.snapshot(row),
        });
        return row;
      }),

    remove: (db, actorId, id, check) =>
      db.transaction().execute(async (trx) => {
        const before = await lock(trx, id);
        if (check) await check(trx, before);
        await trx.deleteFrom(kind.table).where('id', '=', id).execute();
        await recordAudit(trx, {
          actorId,
          action: kind.actions.delete,
          target: target(id),
          before: kind.snapshot(before),
        });
      }),
  };
}

/** The app a module's routes are registered on. */
type ZodApp = Parameters<FastifyPluginAsyncZod<ModuleOptions>>[0];

export interface RecordRoutes<Body, Answer> {
  /** e.g. `/admin/notices`: POST there, PUT and DELETE at `{path}/:id`. */
  path: string;
  body: z.ZodType<Body>;
  // Either of zod's forms: some answers are in the mini form (shared/src/zod/page-zod-mini.ts).
  answer: z.core.$ZodType<Answer>;
  summaries: { create: string; update: string; remove: string };
  /** The record's name in the calls' operationIds: `Event` names addEvent, updateEvent, removeEvent. */
  record: string;
  /** The delete may be refused with 409 (a record still in use). */
  removeConflicts?: boolean;
  create(actorId: number, body: Body): Promise<Answer>;
  update(actorId: number, id: number, body: Body): Promise<Answer>;
  remove(actorId: number, id: number): Promise<void>;
}

/**
 * The three writes of a record, administrators only: POST (201 the record), PUT with the whole
 * record as the form holds it (200), DELETE (204); each documented with its error answers.
 */
export function recordWriteRoutes<Body, Answer>(
  app: ZodApp,
  routes: RecordRoutes<Body, Answer>,
): void {
  // The zod type provider cannot resolve a generic schema's types, so the handlers read the
  // request untyped: the validator compiler has already turned it into the schemas' outputs.
  const plain = app.withTypeProvider<FastifyTypeProviderDefault>();
  const bodyOf = (request: FastifyRequest) => request.body as Body;
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof idParams>).id;
  const config = { role: 'admin' as const };
  const tags = ['admin'];
  const withId = `${routes.path}/:id`;

  plain.post(
    routes.path,
    {
      config,
      schema: {
        operationId: `add${routes.record}`,
        summary: routes.summaries.create,
        tags,
        body: routes.body,
        response: { 201: routes.answer, ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await routes.create(sessionOf(request).userId, bodyOf(request));
      return reply.code(201).send(created);
    },
  );

  plain.put(
    withId,
    {
      config,
      schema: {
        operationId: `update${routes.record}`,
        summary: routes.summaries.update,
        tags,
        params: idParams,
        body: routes.body,
        response: { 200: routes.answer, ...guarded, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    (request) => routes.update(sessionOf(request).userId, idOf(request), bodyOf(request)),
  );

  plain.delete(
    withId,
    {
      config,
      schema: {
        operationId: `remove${routes.record}`,
        summary: routes.summaries.remove,
        tags,
        params: idParams,
        response: {
          204: z.null().describe('No content'),
          ...guarded,
          404: apiErrorSchema,
          ...(routes.removeConflicts ? { 409: apiErrorSchema } : {}),
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await routes.remove(sessionOf(request).userId, idOf(request));
      return reply.code(204).send(null);
    },
  );
}

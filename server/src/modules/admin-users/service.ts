import type {
  adminMemberPatchBodySchema,
  AdminMemberDetail,
  AuditAction,
  MemberStatus,
} from '@wallet/shared/domain';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { constraintName, isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record';
import { revokeSessionsOf } from '../auth/sessions';
import { memberDetail } from './present';

export interface AdminUsersContext {
  db: Kysely<Database>;
  now: () => Date;
}

/** The third warning blocks the account at once (docs/product.md §5). */
export const WARNINGS_TO_BLOCK = 3;

/** The moves docs/product.md §5 allows; anything else is 409 `invalid_transition`. */
const TRANSITIONS: Record<MemberStatus, readonly MemberStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['blocked'],
  blocked: ['approved'],
  rejected: [],
};

/** The audit action of each status a member is moved to. */
const STATUS_ACTIONS: Record<MemberStatus, AuditAction> = {
  pending: 'member.update',
  approved: 'member.approve',
  rejected: 'member.reject',
  blocked: 'member.block',
};

const invalidTransition = (from: MemberStatus, to: MemberStatus) =>
  new HttpError(409, 'invalid_transition', `A ${from} member cannot become ${to}`);

const emailTaken = () =>
  new HttpError(409, 'emailTaken', 'This email address belongs to another account', {
    email: 'taken',
  });

/** The member's row, locked for the rest of the transaction; 404 when not a member. */
async function lockMember(trx: Transaction<Database>, id: number) {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'status', 'real_name', 'phone', 'email', 'warnings'])
    .where('id', '=', id)
    .where('role', '=', 'user')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('This member');
  return row;
}

/** Marks the member's live warnings cleared; the history stays. */
async function clearWarningsOf(trx: Transaction<Database>, id: number, now: Date) {
  await trx
    .updateTable('member_warnings')
    .set({ cleared_at: now })
    .where('user_id', '=', id)
    .where('cleared_at', 'is', null)
    .execute();
}

type PatchBody = z.output<typeof adminMemberPatchBodySchema>;

/**
 * PATCH /admin/users/{id}: a status move and/or profile corrections, audited in the same
 * transaction. Blocking ends every session; unblocking clears the warnings.
 */
export async function updateMember(
  context: AdminUsersContext,
  actorId: number,
  id: number,
  body: PatchBody,
): Promise<AdminMemberDetail> {
  try {
    await context.db.transaction().execute(async (trx) => {
      const now = context.now();
      const member = await lockMember(trx, id);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      const change = <K extends string>(key: K, from: unknown, to: unknown) => {
        before[key] = from;
        after[key] = to;
      };

      if (body.status !== undefined) {
        if (!TRANSITIONS[member.status].includes(body.status)) {
          throw invalidTransition(member.status, body.status);
        }
        change('status', member.status, body.status);
        if (body.status === 'blocked') await revokeSessionsOf(trx, id, now);
        if (member.status === 'blocked' && body.status === 'approved') {
          change('warnings', member.warnings, 0);
          await clearWarningsOf(trx, id, now);
        }
      }
      if (body.realName !== undefined && body.realName !== member.real_name) {
        change('realName', member.real_name, body.realName);
      }
      if (body.phone !== undefined && body.phone !== member.phone) {
        change('phone', member.phone, body.phone);
      }
      if (body.email !== undefined && body.email !== member.email) {
        change('email', member.email, body.email);
      }

      await trx
        .updateTable('users')
        .set({
          status: body.status,
          real_name: body.realName,
          phone: body.phone,
          email: body.email,
          ...(after.warnings === 0 ? { warnings: 0 } : {}),
        })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        actorId,
        action: body.status ? STATUS_ACTIONS[body.status] : 'member.update',
        target: { kind: 'user', id },
        before,
        after,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error) && constraintName(error) === 'users_email_lower_key') {
      throw emailTaken();
    }
    throw error;
  }
  return memberDetail(context.db, id);
}

/**
 * POST /admin/users/{id}/warnings: a warning with its reason. The third blocks an approved
 * member at once and ends their sessions, so their token answers 401 on the next call.
 */
export async function warnMember(
  context: AdminUsersContext,
  actorId: number,
  id: number,
  reason: string,
): Promise<AdminMemberDetail> {
  await context.db.transaction().execute(async (trx) => {
    const now = context.now();
    const member = await lockMember(trx, id);
    // Warnings count towards a block: a member already blocked (or not approved) gets no more.
    if (member.status !== 'approved') {
      throw new HttpError(409, 'invalid_transition', `A ${member.status} member cannot be warned`);
    }
    const warnings = member.warnings + 1;
    const blocks = warnings >= WARNINGS_TO_BLOCK && member.status === 'approved';
    await trx
      .insertInto('member_warnings')
      .values({ user_id: id, reason, created_by: actorId, created_at: now })
      .execute();
    await trx
      .updateTable('users')
      .set({ warnings, ...(blocks ? { status: 'blocked' as const } : {}) })
      .where('id', '=', id)
      .execute();
    if (blocks) await revokeSessionsOf(trx, id, now);
    await recordAudit(trx, {
      actorId,
      action: 'member.warn',
      target: { kind: 'user', id },
      before: { warnings: member.warnings, status: member.status },
      after: { warnings, status: blocks ? 'blocked' : member.status, reason },
    });
  });
  return memberDetail(context.db, id);
}

/** DELETE /admin/users/{id}/warnings: the count back to none; the history stays, marked cleared. */
export async function clearWarnings(
  context: AdminUsersContext,
  actorId: number,
  id: number,
): Promise<AdminMemberDetail> {
  await context.db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, id);
    await clearWarningsOf(trx, id, context.now());
    await trx.updateTable('users').set({ warnings: 0 }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'member.clear_warnings',
      target: { kind: 'user', id },
      before: { warnings: member.warnings },
      after: { warnings: 0 },
    });
  });
  return memberDetail(context.db, id);
}

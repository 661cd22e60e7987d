import { parseArgs } from 'node:util';
import { passwordSchema, usernameSchema } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import { generatePassword, insertAdministrator } from '../bootstrap';
import type { Database } from '../db/schema';
import { recordAudit } from '../modules/audit/record';
import { setNewPassword } from '../modules/auth/new-password';
import { hashPassword } from '../security/passwords';
import { UsageError } from './create-member';

export const CREATE_ADMIN_USAGE =
  'admin:create --username <5-20 letters/digits> [--password <8+ letters and digits, both>]';

export interface CreateAdminOptions {
  username: string;
  /** null: a generated one, printed once. */
  password: string | null;
}

/** What the account rules (@wallet/shared/domain) say about a value, in the command's words. */
const FIELD_RULES: Record<string, string> = {
  username: '--username must be 5 to 20 ASCII letters and digits',
  password: '--password must be 8 to 100 ASCII letters and digits, with at least one of each',
};

/** Reads `admin:create` arguments against the same rules as every account. */
export function parseCreateAdmin(args: string[]): CreateAdminOptions {
  let values: { username?: string; password?: string };
  try {
    values = parseArgs({
      args,
      strict: true,
      options: { username: { type: 'string' }, password: { type: 'string' } },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
  const username = usernameSchema.safeParse(values.username ?? '');
  if (!username.success) throw new UsageError(FIELD_RULES.username);
  if (values.password === undefined) return { username: username.data, password: null };
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) throw new UsageError(FIELD_RULES.password);
  return { username: username.data, password: password.data };
}

export interface AdminOutcome {
  action: 'created' | 'reset';
  username: string;
  userId: number;
  referralId: string;
  /** The generated password to print once; null when the caller gave one. */
  generatedPassword: string | null;
}

/**
 * Creates the administrator, or sets a new password for an existing one: their sessions end and
 * their failed logins are forgotten, so a locked-out administrator can log in at once. A member's
 * username is refused (this never turns a member into an administrator). Audited either way.
 */
export async function createOrResetAdmin(
  db: Kysely<Database>,
  options: CreateAdminOptions,
  now: Date = new Date(),
): Promise<AdminOutcome> {
  const generatedPassword = options.password === null ? generatePassword() : null;
  // Hash before the transaction: PGlite has one connection, and hashing holds none.
  const passwordHash = await hashPassword(options.password ?? generatedPassword ?? '');

  return db.transaction().execute(async (trx): Promise<AdminOutcome> => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'username', 'role', 'referral_id'])
      .where(sql<string>`lower(username)`, '=', options.username.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (existing && existing.role !== 'admin') {
      throw new UsageError(`the username ${existing.username} belongs to a member`);
    }
    if (existing) {
      const userId = Number(existing.id);
      await setNewPassword(trx, userId, passwordHash, now);
      await recordAudit(trx, {
        actorId: null,
        action: 'admin.password_reset',
        target: { kind: 'user', id: userId },
      });
      return {
        action: 'reset',
        username: existing.username,
        userId,
        referralId: existing.referral_id,
        generatedPassword,
      };
    }
    const { userId, referralId } = await insertAdministrator(trx, options.username, passwordHash);
    return { action: 'created', username: options.username, userId, referralId, generatedPassword };
  });
}

/** The lines to print: what happened, and a generated password once. */
export function describeAdminOutcome(outcome: AdminOutcome): string[] {
  const lines =
    outcome.action === 'created'
      ? [
          `Administrator ${outcome.username} created (id ${outcome.userId}, referral id ${outcome.referralId}).`,
        ]
      : [
          `Administrator ${outcome.username}: password reset; their sessions have ended and failed logins are forgotten.`,
        ];
  if (outcome.generatedPassword) {
    lines.push(`Password: ${outcome.generatedPassword}`);
    lines.push('It is shown only this once: hand it over safely.');
  }
  return lines;
}

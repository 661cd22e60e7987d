import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppConfig } from './config';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { recordAudit } from './modules/audit/record';
import { freeReferralId, insertAccount, usernameExists } from './modules/users/queries';
import { hashPassword } from './security/passwords';

export type AdminOutcome =
  | { created: false }
  | { created: true; username: string; userId: number; generatedPassword: string | null };

export interface BootstrapResult {
  /** Migrations applied by this start (empty when the database was up to date). */
  migrations: string[];
  admin: AdminOutcome;
  /**
   * The first administrator's own referral id: on a new site nobody else has one, and a
   * registration needs one (docs/product.md §5), so the start-up message shows it.
   */
  adminReferral: { username: string; referralId: string } | null;
}

/** On every start: migrate, and on an empty database create the first administrator. */
export async function bootstrap(db: Kysely<Database>, config: AppConfig): Promise<BootstrapResult> {
  const migrations = await migrateToLatest(db);
  const admin = await ensureAdministrator(db, config.admin);
  return { migrations, admin, adminReferral: await firstAdministratorReferral(db) };
}

/** The username and referral id of the oldest administrator, or null when there is none. */
export async function firstAdministratorReferral(
  db: Kysely<Database>,
): Promise<BootstrapResult['adminReferral']> {
  const row = await db
    .selectFrom('users')
    .select(['username', 'referral_id'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { username: row.username, referralId: row.referral_id } : null;
}

// Any constant works: it only has to be the same in every process that might start at once.
const ADMIN_BOOTSTRAP_LOCK = 7_240_513;

/**
 * Creates the administrator when none exists (docs/product.md §6): the password from the config, or
 * a generated one that the caller prints once. Two processes starting together create one.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  admin: AppConfig['admin'],
): Promise<AdminOutcome> {
  if (await administratorExists(db)) return { created: false };
  const generatedPassword = admin.password === null ? generatePassword() : null;
  const passwordHash = await hashPassword(admin.password ?? generatedPassword ?? '');

  return db.transaction().execute(async (trx): Promise<AdminOutcome> => {
    await sql`select pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`.execute(trx);
    if (await administratorExists(trx)) return { created: false };
    if (await usernameExists(trx, admin.username)) {
      throw new Error(
        `cannot create the administrator: the username "${admin.username}" belongs to a member; set ADMIN_USERNAME`,
      );
    }
    const { userId } = await insertAdministrator(trx, admin.username, passwordHash);
    return { created: true, username: admin.username, userId, generatedPassword };
  });
}

/** A new administrator account with its own referral id, and its audit row (by the system). */
export async function insertAdministrator(
  trx: Transaction<Database>,
  username: string,
  passwordHash: string,
): Promise<{ userId: number; referralId: string }> {
  const referralId = await freeReferralId(trx);
  const userId = await insertAccount(trx, {
    username,
    passwordHash,
    role: 'admin',
    status: 'approved',
    referralId,
    realName: 'Administrator',
  });
  await recordAudit(trx, {
    actorId: null,
    action: 'admin.create',
    target: { kind: 'user', id: userId },
    after: { username, role: 'admin' },
  });
  return { userId, referralId };
}

async function administratorExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

// Letters and digits only, without look-alikes, so the printed password copies cleanly.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 18 random letters and digits (about 104 bits), with at least one of each. */
export function generatePassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < 18; i += 1)
      password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (/[0-9]/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}

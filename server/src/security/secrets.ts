import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Server-side keys, read once at start. */
export interface ServerSecrets {
  /** argon2's secret input for withdrawal passwords. */
  moneyPasswordPepper: Buffer;
  /** HMAC key for email verification codes (six digits: a plain hash would be reversed at once). */
  emailCodeKey: Buffer;
}

/** The secrets, read on first use (the server starts even while the database is down). */
export type SecretsSource = () => Promise<ServerSecrets>;

const PEPPER_SETTING = 'money_password_pepper';

/** Reads the secrets once; a failed read (database unreachable) is tried again next time. */
export function lazySecrets(db: Kysely<Database>, configured: string | null): SecretsSource {
  let loading: Promise<ServerSecrets> | undefined;
  return () => {
    loading ??= loadServerSecrets(db, configured).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The configured pepper, or the one this database keeps. The first start generates it; `on
 * conflict do nothing` makes every process that starts at once end up with the same value.
 */
export async function loadServerSecrets(
  db: Kysely<Database>,
  configured: string | null,
): Promise<ServerSecrets> {
  const pepper = configured ?? (await storedPepper(db));
  const moneyPasswordPepper = Buffer.from(pepper, 'utf8');
  return {
    moneyPasswordPepper,
    // A key of its own, derived, so one secret is never used for two purposes.
    emailCodeKey: createHmac('sha256', moneyPasswordPepper).update('email-code').digest(),
  };
}

async function storedPepper(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: PEPPER_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', PEPPER_SETTING)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** HMAC-SHA256 hex of a short secret (an email code), bound to what it belongs to. */
export function keyedHash(key: Buffer, subject: string, secret: string): string {
  return createHmac('sha256', key).update(`${subject}\n${secret}`, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

/**
 * argon2id at the OWASP settings (19 MiB, 2 passes, 1 lane). Each running hash holds its memory,
 * so a burst of logins waits in line instead of taking the machine's memory.
 */
const OPTIONS: Options = {
  // `Algorithm` is a const enum in the package's types, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

const gate = new Semaphore(2);

/**
 * `pepper`: argon2's secret input, a server-side key that is not stored beside the hash; the
 * withdrawal password (six digits, easy to guess offline) is hashed with one (docs/product.md §6).
 */
export function hashPassword(password: string, pepper?: Uint8Array): Promise<string> {
  return gate.run(() => hash(password, pepper ? { ...OPTIONS, secret: pepper } : OPTIONS));
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export function verifyPassword(
  stored: string,
  password: string,
  pepper?: Uint8Array,
): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await verify(stored, password, pepper ? { secret: pepper } : undefined);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * The same work as checking a real password, for a username that does not exist, so the time of
 * the answer does not tell a stranger which usernames are taken.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

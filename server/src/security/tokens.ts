import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes, base64url. Opaque to the client; only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of a token: what the sessions table keeps and looks up. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

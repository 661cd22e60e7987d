import { createHash } from 'node:crypto';

/**
 * JSON with object keys in sorted order, so the same body hashes the same however its client
 * ordered the keys. `undefined` members are left out, as JSON.stringify leaves them out.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Body fields never hashed: a plain sha256 of a six-digit withdrawal password next to the rest of
 * a known body could be reversed offline in moments (docs/product.md §6 peppers it for that reason).
 * A retry with the same key and a different password still answers the first request, which the
 * right password already authorised; it creates nothing.
 */
const SECRET_FIELDS = new Set(['moneyPassword']);

/** What an Idempotency-Key is bound to: sha256 (hex) of the method, the path and the body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  const withoutSecrets =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key)))
      : body;
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(withoutSecrets)}`)
    .digest('hex');
}

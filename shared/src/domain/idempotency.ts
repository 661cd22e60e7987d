/**
 * Idempotency-Key values (docs/product.md §10): one per form opening (a member's money request)
 * or confirmation (an administrator's correction), sent again on a retry so what the server
 * already stored is answered, not created twice.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); a site opened over plain
  // http still needs a key, so the fallback builds the same 122 random bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed call may have been stored, or may succeed as it is later: no answer (network,
 * time-out), a server failure (5xx) or "too many" (429). Those keep the key, so the retry is the
 * same request. Any other answer is a decision on this body, and nothing was created: the next
 * try, probably with corrected fields, gets a new key (the same key with another body would be
 * refused as idempotency_key_reused).
 */
export function mayRetryWithSameKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const { status } = error;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 429 || status === 408;
}

import { randomBytes } from 'node:crypto';

/** 32 letters and digits without the look-alikes I, O, 0 and 1: easy to copy onto a deposit. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 8;

/**
 * A charge's reference code, e.g. `K7MX2QPA` (32^8 ≈ 10^12 codes, so a clash is rare; the unique
 * index catches one and the request is made again with a new code).
 */
export function newReference(): string {
  // 32 divides 256, so taking five bits of each byte keeps every letter equally likely.
  return [...randomBytes(REFERENCE_LENGTH)].map((byte) => ALPHABET[byte % 32]).join('');
}

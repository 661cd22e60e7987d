import { randomInt } from 'node:crypto';

// Letters and digits a person can read aloud and type without confusing O/0 or I/1.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member's own referral id: 8 characters (docs/product.md §5). */
export function newReferralId(): string {
  let id = '';
  for (let i = 0; i < 8; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

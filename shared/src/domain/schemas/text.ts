import { z } from 'zod';

/** NUL, a high surrogate not followed by a low one, or a low one not after a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be found
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store exactly: no NUL character and no lone UTF-16 surrogate. Anything else
 * is refused as `invalid` on its field, never passed on to fail in the database.
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * A required text: trimmed, 1..max characters, storable. For formatted content (HTML) the server
 * also refuses what its allow-list sanitises to nothing, since only it sanitises.
 */
export const requiredText = (max: number) =>
  z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .refine(isStorableText, 'invalid');

/** A text that may be empty: trimmed, at most max characters, storable. */
export const optionalText = (max: number) =>
  z.string('invalid').trim().max(max, 'too_long').refine(isStorableText, 'invalid').default('');

/**
 * An image the site serves itself: a path on this site (`/images/bonus.png`), never another host
 * (`https://…`, `//…`). Pictures from elsewhere would tell another site who reads what.
 */
export function isSiteImagePath(src: string): boolean {
  return /^\/(?![/\\])[^\s"'<>\\]*$/.test(src);
}

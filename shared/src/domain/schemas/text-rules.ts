// No zod here: SafeHtml reads the image rule on every page that shows stored text, and a module
// that imports zod brings its shared module with it (docs/federation.md, "zod in two forms").

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
 * Characters that show nothing on their own: white space, format characters (zero-width space and
 * joiners, word joiner, byte order mark, soft hyphen, direction marks), the combining grapheme
 * joiner, variation selectors, the Hangul fillers and the blank braille pattern.
 */
const INVISIBLE = /[\s\p{Cf}\u034F\uFE00-\uFE0F\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Whether a text shows anything: a title, a reason or a bank name of zero-width spaces only is
 * as empty as a blank one, and is refused as `required` the same way.
 */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * An image the site serves itself: a path on this site (`/images/bonus.png`), never another host
 * (`https://…`, `//…`). Pictures from elsewhere would tell another site who reads what.
 */
export function isSiteImagePath(src: string): boolean {
  return /^\/(?![/\\])[^\s"'<>\\]*$/.test(src);
}

/** Elements whose text is code, not content: dropped with everything inside them. */
const CODE = /<(script|style|template|noscript|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** A tag or comment; quoted attribute values may hold ">". */
const TAG = /<!--[\s\S]*?(?:-->|$)|<\/?([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>?/gi;
/** Tags a reader sees as a break: without a space there, "<p>a</p><p>b</p>" reads "ab". */
const BREAKS = new Set(
  'p div br li ul ol h1 h2 h3 h4 h5 h6 blockquote pre tr td th table hr img'.split(' '),
);
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function entity(whole: string, name: string): string {
  const code = /^#x/i.test(name)
    ? parseInt(name.slice(2), 16)
    : /^#/.test(name)
      ? Number(name.slice(1))
      : NaN;
  if (Number.isInteger(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  return NAMED[name.toLowerCase()] ?? whole;
}

/**
 * Stored HTML as one line of readable text, for places that show a summary of content (a list, a
 * log) and must never render it: tags dropped, entities decoded, whitespace collapsed. Done on the
 * string alone: content is never parsed into a document, so nothing in it can run or load.
 */
export function htmlToText(html: string): string {
  return html
    .replace(CODE, ' ')
    .replace(TAG, (_tag, name: string | undefined) =>
      name && BREAKS.has(name.toLowerCase()) ? ' ' : '',
    )
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a text holds markup (a tag), rather than plain text that may contain "<" or "&". */
export const looksLikeHtml = (text: string): boolean => /<\/?[a-z][^>]*>/i.test(text);

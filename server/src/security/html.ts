import { hasVisibleText, isSiteImagePath, isStorableText } from '@wallet/shared/domain';
import sanitizeHtml from 'sanitize-html';
import { invalidFields } from '../http/errors';

/**
 * The one allow-list for HTML that people store (templates, messages, notices, inquiries, events;
 * docs/communication.md): formatting, lists, links and the site's own images; no script, no event
 * handler, no style, and no picture from another host (it would tell that host who reads what).
 * The browser sanitises again when it shows it (DOMPurify).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  // An image stays only when it is a picture on this site.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteImagePath(frame.attribs.src ?? ''),
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** True when sanitised HTML shows something: visible text (not only spaces or zero-width ones), or an image. */
function showsSomething(clean: string): boolean {
  let shows = false;
  // A second pass over the allow-list's output only to look: its result is thrown away.
  sanitizeHtml(clean, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        if ((attribs.src ?? '').trim() !== '') shows = true;
        return { tagName, attribs };
      },
    },
    textFilter: (text) => {
      if (hasVisibleText(text)) shows = true;
      return text;
    },
  });
  return shows;
}

/**
 * HTML a field requires (a message, a notice, an answer, a template), sanitised. Content the
 * allow-list empties (`<script>…</script>` alone, an empty paragraph) or text PostgreSQL cannot
 * store is refused as 422 `invalid` on `field`, before anything is stored (docs/communication.md).
 */
export function sanitizeRequiredHtml(html: string, field: string): string {
  const clean = sanitizeStoredHtml(html);
  if (!isStorableText(clean) || !showsSomething(clean)) throw invalidFields({ [field]: 'invalid' });
  return clean;
}

/**
 * HTML a field may leave empty (an inquiry's content): empty stays empty, anything else must
 * survive the allow-list as sanitizeRequiredHtml says.
 */
export function sanitizeOptionalHtml(html: string, field: string): string {
  return html.trim() === '' ? '' : sanitizeRequiredHtml(html, field);
}

/** Refuses, as 422 `invalid` on each field, text PostgreSQL cannot store (NUL, lone surrogates). */
export function assertStorable(fields: Record<string, string>): void {
  const refused = Object.keys(fields).filter((name) => !isStorableText(fields[name] ?? ''));
  if (refused.length > 0) {
    throw invalidFields(Object.fromEntries(refused.map((name) => [name, 'invalid' as const])));
  }
}

/** Text put into HTML as text: a member's name can never become markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

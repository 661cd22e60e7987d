import DOMPurify from 'dompurify';
import { isSiteImagePath } from '@wallet/shared/domain';
import { useMemo } from 'react';
import './safe-html.css';

/**
 * The browser's half of "no script from content ever runs": what the server's allow-list stored
 * is sanitised again here before it reaches the page (defence in depth against an older row, a
 * bug in one of the two, or content that never passed the server). Links open safely in a new tab.
 */
const PURIFY_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  FORBID_ATTR: ['style'],
};

let hooked = false;
/**
 * Every link leaves in a new tab without handing the site's window to the page it opens, and an
 * image from another host is dropped, as the server's allow-list does.
 */
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !isSiteImagePath(node.getAttribute('src') ?? '')) {
      node.remove();
    }
  });
}

/** The sanitised HTML as text (for tests and previews). */
export function sanitizeForDisplay(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, PURIFY_OPTIONS);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The element that holds the content. */
  as?: 'div' | 'section' | 'article';
  /** Keep the line breaks of text typed into a plain text box (an inquiry, an answer). */
  keepLineBreaks?: boolean;
}

/** Stored HTML (notices, messages, inquiries, events), sanitised before it is shown. */
export function SafeHtml({ html, className, as: Tag = 'div', keepLineBreaks }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  const classes = ['safe-html', keepLineBreaks ? 'safe-html--text' : '', className ?? ''];
  return (
    <Tag
      className={classes.filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

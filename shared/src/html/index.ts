/**
 * Stored HTML shown safely (DOMPurify). Its own subpath, so DOMPurify loads only with the pages
 * that show stored content, never with the shell's first page.
 */
export { SafeHtml, sanitizeForDisplay, type SafeHtmlProps } from './SafeHtml';
export { htmlToText, looksLikeHtml } from './plain-text';

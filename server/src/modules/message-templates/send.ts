import {
  DEFAULT_LANGUAGE,
  fillPlaceholders,
  isLanguage,
  type Language,
  type TemplateKey,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../../security/html';

/**
 * Fills `{{name}}` placeholders with their values as HTML text (a memo or a name never becomes
 * markup); an unknown placeholder is left as written so an editor sees it.
 */
export function renderTemplate(content: string, values: Record<string, string>): string {
  return fillPlaceholders(content, (name, whole) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name] ?? '') : whole,
  );
}

/** A template message to send: the row `messages` gets. */
export interface ComposedMessage {
  user_id: number;
  subject: string;
  content: string;
  created_at: Date;
}

/** What to send: the template, to whom, with which values, and when. */
export interface TemplateMessage {
  userId: number;
  key: TemplateKey;
  values: Record<string, string> | ((language: Language) => Record<string, string>);
  at: Date;
}

/** A template's texts for one member: their language, the English text and its translation. */
export interface TemplateTexts {
  language: string;
  label: string;
  content: string;
  translated_label: string | null;
  translated_content: string | null;
}

/**
 * The auto-message of `key` (docs/product.md §3) for a member, in their language (the one their
 * browser last told the server; PATCH /users/language), or in English when that language has no
 * text, rendered with `values` (a function of the language when a value is a word, such as a
 * request's kind).
 */
export function renderTemplateMessage(
  found: TemplateTexts,
  message: TemplateMessage,
): ComposedMessage {
  const language: Language = isLanguage(found.language) ? found.language : DEFAULT_LANGUAGE;
  const translated =
    language !== DEFAULT_LANGUAGE &&
    found.translated_label !== null &&
    found.translated_content !== null
      ? { label: found.translated_label, content: found.translated_content }
      : undefined;
  const template = translated ?? { label: found.label, content: found.content };
  const shownIn = translated ? language : DEFAULT_LANGUAGE;
  const values = typeof message.values === 'function' ? message.values(shownIn) : message.values;
  return {
    user_id: message.userId,
    // The subject is plain text (the pages show it as text): its placeholders filled as written.
    subject: fillPlaceholders(template.label, (name, whole) =>
      Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
    ),
    content: renderTemplate(template.content, values),
    created_at: message.at,
  };
}

/**
 * The auto-message of `key` for a member, read in one statement: the member's language, the
 * English text and the translation come back together (each statement is a round trip).
 */
export async function composeTemplateMessage(
  trx: Kysely<Database>,
  message: TemplateMessage,
): Promise<ComposedMessage> {
  const found = await trx
    .selectFrom('users as u')
    .innerJoin('message_templates as t', (join) => join.on('t.template_key', '=', message.key))
    .leftJoin('message_template_texts as tt', (join) =>
      join
        .onRef('tt.template_key', '=', 't.template_key')
        .onRef('tt.language', '=', 'u.language')
        .on('u.language', '<>', DEFAULT_LANGUAGE),
    )
    .select(['u.language', 't.label', 't.content'])
    .select(['tt.label as translated_label', 'tt.content as translated_content'])
    .where('u.id', '=', message.userId)
    .executeTakeFirstOrThrow();
  return renderTemplateMessage(found, message);
}

/**
 * Sends a member the auto-message of `key` as a message in their inbox. Call it with the
 * transaction of the change it tells about, so both happen or neither does.
 */
export async function sendTemplateMessage(
  trx: Kysely<Database>,
  message: TemplateMessage,
): Promise<void> {
  await trx
    .insertInto('messages')
    .values(await composeTemplateMessage(trx, message))
    .execute();
}

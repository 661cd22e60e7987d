import {
  DEFAULT_LANGUAGE,
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
  return content.replace(/\{\{\s*([a-z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name] ?? '') : whole,
  );
}

/**
 * Sends a member the auto-message of `key` (docs/product.md §3) in their language (the one their
 * browser last told the server; PATCH /users/language), or in English when that language has no
 * text, rendered with `values` (a function of the language when a value is a word, such as a
 * request's kind), as a message in their inbox. Call it with the transaction of the change it
 * tells about, so both happen or neither does.
 */
export async function sendTemplateMessage(
  trx: Kysely<Database>,
  message: {
    userId: number;
    key: TemplateKey;
    values: Record<string, string> | ((language: Language) => Record<string, string>);
    at: Date;
  },
): Promise<void> {
  const member = await trx
    .selectFrom('users')
    .select('language')
    .where('id', '=', message.userId)
    .executeTakeFirstOrThrow();
  const language: Language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
  const english = await trx
    .selectFrom('message_templates')
    .select(['label', 'content'])
    .where('template_key', '=', message.key)
    .executeTakeFirstOrThrow();
  const translated =
    language === DEFAULT_LANGUAGE
      ? undefined
      : await trx
          .selectFrom('message_template_texts')
          .select(['label', 'content'])
          .where('template_key', '=', message.key)
          .where('language', '=', language)
          .executeTakeFirst();
  const template = translated ?? english;
  const shownIn = translated ? language : DEFAULT_LANGUAGE;
  const values = typeof message.values === 'function' ? message.values(shownIn) : message.values;
  await trx
    .insertInto('messages')
    .values({
      user_id: message.userId,
      subject: template.label,
      content: renderTemplate(template.content, values),
      created_at: message.at,
    })
    .execute();
}

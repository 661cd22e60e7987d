import type { TemplateKey } from '@wallet/shared/domain';
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
 * Sends a member the auto-message of `key` (docs/product.md §3), rendered with `values`, as a message
 * in their inbox. Call it with the transaction of the change it tells about, so both happen or
 * neither does.
 */
export async function sendTemplateMessage(
  trx: Kysely<Database>,
  message: { userId: number; key: TemplateKey; values: Record<string, string>; at: Date },
): Promise<void> {
  const template = await trx
    .selectFrom('message_templates')
    .select(['label', 'content'])
    .where('template_key', '=', message.key)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('messages')
    .values({
      user_id: message.userId,
      subject: template.label,
      content: renderTemplate(template.content, message.values),
      created_at: message.at,
    })
    .execute();
}

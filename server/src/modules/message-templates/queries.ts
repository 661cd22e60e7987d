import { TEMPLATE_KEYS, type MessageTemplate } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every auto-message template, in TEMPLATE_KEYS order (the order the back office lists them). */
export async function listTemplates(db: Kysely<Database>): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom('message_templates')
    .select(['template_key', 'label', 'content'])
    .execute();
  return rows.sort(
    (a, b) => TEMPLATE_KEYS.indexOf(a.template_key) - TEMPLATE_KEYS.indexOf(b.template_key),
  );
}

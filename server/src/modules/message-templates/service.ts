import { TEMPLATE_KEYS, type MessageTemplate } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { assertStorable, sanitizeRequiredHtml } from '../../security/html';
import { recordAudit } from '../audit/record';
import { listTemplates } from './queries';

export interface TemplateContext {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * POST /admin/message-templates (spec): the form sends the list it shows; each template is
 * updated by its key, all in one transaction, so the answer is either every change or none
 * ("saved" / "save failed"). Only a template whose text changed gets an audit row.
 */
export async function saveTemplates(
  context: TemplateContext,
  actorId: number,
  templates: MessageTemplate[],
): Promise<MessageTemplate[]> {
  // Templates become messages, which may hold HTML: stored only through the allow-list. One the
  // allow-list empties is refused on its field (`0.content`, as the list's other checks name it)
  // before anything is stored.
  const cleaned = templates.map((template, index) => {
    assertStorable({ [`${index}.label`]: template.label });
    return { ...template, content: sanitizeRequiredHtml(template.content, `${index}.content`) };
  });
  await context.db.transaction().execute(async (trx) => {
    const now = context.now();
    // Rows are locked in one fixed order, so two saves on PostgreSQL wait instead of deadlocking.
    const ordered = cleaned.sort(
      (a, b) => TEMPLATE_KEYS.indexOf(a.template_key) - TEMPLATE_KEYS.indexOf(b.template_key),
    );
    for (const template of ordered) {
      const before = await trx
        .selectFrom('message_templates')
        .select(['label', 'content'])
        .where('template_key', '=', template.template_key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (before.label === template.label && before.content === template.content) continue;
      await trx
        .updateTable('message_templates')
        .set({ label: template.label, content: template.content, updated_at: now })
        .where('template_key', '=', template.template_key)
        .execute();
      await recordAudit(trx, {
        actorId,
        action: 'template.update',
        target: { kind: 'template', key: template.template_key },
        before,
        after: { label: template.label, content: template.content },
      });
    }
  });
  return listTemplates(context.db);
}

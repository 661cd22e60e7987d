import {
  TEMPLATE_KEYS,
  TRANSLATED_LANGUAGES,
  type MessageTemplate,
  type MessageTemplateBody,
  type TemplateTranslations,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { assertStorable, sanitizeRequiredHtml } from '../../security/html';
import { recordAudit } from '../audit/record';
import { listTemplates } from './queries';

export interface TemplateContext {
  db: Kysely<Database>;
  now: () => Date;
}

interface TemplateText {
  label: string;
  content: string;
}

/**
 * A subject and content as stored: the content only through the allow-list. Text the allow-list
 * empties is refused on its own field (`0.content`, `0.translations.ko.content`, as the list's
 * other checks name them) before anything is stored.
 */
function cleanText(text: TemplateText, field: string): TemplateText {
  assertStorable({ [`${field}label`]: text.label });
  return { label: text.label, content: sanitizeRequiredHtml(text.content, `${field}content`) };
}

function cleanTranslations(
  translations: TemplateTranslations | undefined,
  field: string,
): TemplateTranslations | undefined {
  if (!translations) return undefined;
  const clean = (language: keyof TemplateTranslations) =>
    cleanText(translations[language], `${field}translations.${language}.`);
  return { ko: clean('ko'), zh: clean('zh'), ja: clean('ja') };
}

const sameText = (a: TemplateText, b: TemplateText) =>
  a.label === b.label && a.content === b.content;

/**
 * POST /admin/message-templates: the form sends the list it shows; each template is
 * updated by its key, all in one transaction, so the answer is either every change or none
 * ("saved" / "save failed"). A template sent without `translations` keeps its other languages.
 * Only a template whose text changed, in any language, gets an audit row.
 */
export async function saveTemplates(
  context: TemplateContext,
  actorId: number,
  templates: MessageTemplateBody[],
): Promise<MessageTemplate[]> {
  // Templates become messages, which may hold HTML: every text is cleaned before anything is stored.
  const cleaned = templates.map((template, index) => ({
    template_key: template.template_key,
    ...cleanText(template, `${index}.`),
    translations: cleanTranslations(template.translations, `${index}.`),
  }));
  await context.db.transaction().execute(async (trx) => {
    const now = context.now();
    // Rows are locked in one fixed order, so two saves on PostgreSQL wait instead of deadlocking.
    const ordered = cleaned.sort(
      (a, b) => TEMPLATE_KEYS.indexOf(a.template_key) - TEMPLATE_KEYS.indexOf(b.template_key),
    );
    for (const template of ordered) {
      await trx
        .selectFrom('message_templates')
        .select('template_key')
        .where('template_key', '=', template.template_key)
        .forUpdate()
        .executeTakeFirstOrThrow();
    }
    // Read once the rows are locked, so "before" is what this save replaces.
    const current = await listTemplates(trx);
    for (const template of ordered) {
      const before = current.find((row) => row.template_key === template.template_key);
      if (!before) continue;
      const translations = template.translations ?? before.translations;
      const changedLanguages = TRANSLATED_LANGUAGES.filter(
        (language) => !sameText(before.translations[language], translations[language]),
      );
      if (sameText(before, template) && changedLanguages.length === 0) continue;
      await trx
        .updateTable('message_templates')
        .set({ label: template.label, content: template.content, updated_at: now })
        .where('template_key', '=', template.template_key)
        .execute();
      for (const language of changedLanguages) {
        const text = translations[language];
        await trx
          .insertInto('message_template_texts')
          .values({ template_key: template.template_key, language, ...text, updated_at: now })
          .onConflict((conflict) =>
            conflict
              .columns(['template_key', 'language'])
              .doUpdateSet({ label: text.label, content: text.content, updated_at: now }),
          )
          .execute();
      }
      await recordAudit(trx, {
        actorId,
        action: 'template.update',
        target: { kind: 'template', key: template.template_key },
        before: { label: before.label, content: before.content, translations: before.translations },
        after: { label: template.label, content: template.content, translations },
      });
    }
  });
  return listTemplates(context.db);
}

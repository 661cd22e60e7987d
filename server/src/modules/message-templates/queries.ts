import {
  TEMPLATE_KEYS,
  type MessageTemplate,
  type TemplateTranslations,
  type TranslatedLanguage,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every auto-message template, in TEMPLATE_KEYS order (the order the back office lists them). */
export async function listTemplates(db: Kysely<Database>): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom('message_templates')
    .select(['template_key', 'label', 'content'])
    .execute();
  const texts = await db
    .selectFrom('message_template_texts')
    .select(['template_key', 'language', 'label', 'content'])
    .execute();
  return rows
    .sort((a, b) => TEMPLATE_KEYS.indexOf(a.template_key) - TEMPLATE_KEYS.indexOf(b.template_key))
    .map((template) => {
      // A language without a row shows the English text: what its members receive.
      const text = (language: TranslatedLanguage) => {
        const row = texts.find(
          (candidate) =>
            candidate.template_key === template.template_key && candidate.language === language,
        );
        return { label: row?.label ?? template.label, content: row?.content ?? template.content };
      };
      const translations: TemplateTranslations = { ko: text('ko'), zh: text('zh'), ja: text('ja') };
      return { ...template, translations };
    });
}

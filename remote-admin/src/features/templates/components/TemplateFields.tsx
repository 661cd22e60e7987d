import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import {
  DEFAULT_LANGUAGE,
  TEMPLATE_PLACEHOLDERS_OF,
  type Language,
  type MessageTemplate,
} from '@wallet/shared/domain';
import { TextAreaField, TextField } from '@wallet/shared/ui';
import { fieldError } from '../../../lib/field-error';

export interface TemplatesForm {
  templates: MessageTemplate[];
}

/** The form's name of one text field: English is the template's own, the others translations. */
export const templateFieldPath = (index: number, language: Language, field: 'label' | 'content') =>
  language === DEFAULT_LANGUAGE
    ? (`templates.${index}.${field}` as const)
    : (`templates.${index}.translations.${language}.${field}` as const);

export interface TemplateFieldsProps {
  index: number;
  template: MessageTemplate;
  /** Which text is edited: English is the template's own, the others its translations. */
  language: Language;
  register: UseFormRegister<TemplatesForm>;
  errors: FieldErrors<TemplatesForm>;
}

/**
 * One template in one language: when it is sent, its subject (label), its content and the
 * placeholders it may use (the same in every language).
 */
export function TemplateFields({
  index,
  template,
  language,
  register,
  errors,
}: TemplateFieldsProps) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const english = language === DEFAULT_LANGUAGE;
  const fieldErrors = english
    ? errors.templates?.[index]
    : errors.templates?.[index]?.translations?.[language];
  const path = (field: 'label' | 'content') => templateFieldPath(index, language, field);
  const placeholders = TEMPLATE_PLACEHOLDERS_OF[template.template_key] ?? [];
  const listId = `template-${template.template_key}-${language}-placeholders`;
  // A placeholder this template does not fill would reach the member as written.
  const textError = (code: string | undefined) =>
    code === 'unknown_placeholder'
      ? t('templates.unknownPlaceholder', {
          list: placeholders.map((name) => `{{${name}}}`).join(', '),
        })
      : fieldError(t, code);
  return (
    <fieldset aria-describedby={listId}>
      <legend>{t(`templates.purposes.${template.template_key}`)}</legend>
      {/* The text's own language, so the browser shapes and checks it as that language. */}
      <TextField
        label={t('templates.label')}
        lang={language}
        maxLength={100}
        error={textError(fieldErrors?.label?.message)}
        {...register(path('label'))}
      />
      <TextAreaField
        label={t('templates.content')}
        lang={language}
        rows={5}
        maxLength={5000}
        error={textError(fieldErrors?.content?.message)}
        {...register(path('content'))}
      />
      <div id={listId}>
        <p className="ui-field__hint">{t('templates.placeholders')}</p>
        <ul className="money-admin__placeholders">
          {placeholders.map((name) => (
            <li key={name}>
              <code>{`{{${name}}}`}</code> {t(`templates.placeholder.${name}`)}
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}

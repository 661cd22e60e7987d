import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@wallet/shared/domain';
import { TextAreaField, TextField } from '@wallet/shared/ui';
import { fieldError } from '../../../lib/field-error';
import { PLACEHOLDERS_OF } from '../placeholders';

export interface TemplatesForm {
  templates: MessageTemplate[];
}

export interface TemplateFieldsProps {
  index: number;
  template: MessageTemplate;
  register: UseFormRegister<TemplatesForm>;
  errors: FieldErrors<TemplatesForm>;
}

/** One template: when it is sent, its subject (label), its content and the placeholders it may use. */
export function TemplateFields({ index, template, register, errors }: TemplateFieldsProps) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const fieldErrors = errors.templates?.[index];
  const placeholders = PLACEHOLDERS_OF[template.template_key] ?? [];
  const listId = `template-${template.template_key}-placeholders`;
  return (
    <fieldset aria-describedby={listId}>
      <legend>{t(`templates.purposes.${template.template_key}`)}</legend>
      <TextField
        label={t('templates.label')}
        maxLength={100}
        error={fieldError(t, fieldErrors?.label?.message)}
        {...register(`templates.${index}.label`)}
      />
      <TextAreaField
        label={t('templates.content')}
        rows={5}
        maxLength={5000}
        error={fieldError(t, fieldErrors?.content?.message)}
        {...register(`templates.${index}.content`)}
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

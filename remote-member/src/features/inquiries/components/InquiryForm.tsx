import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { INQUIRY_CATEGORIES, type AnswerCode } from '@wallet/shared/domain';
import { Button, ErrorNotice, SelectField, TextAreaField, TextField } from '@wallet/shared/ui';
import { readFailure, showServerFields } from '../../../lib/forms';
import { useCreateInquiryMutation, type InquiryBody } from '../api';
import {
  EMPTY_INQUIRY,
  INQUIRY_FIELDS,
  INQUIRY_MAX,
  inquiryResolver,
  type InquiryFormValues,
} from '../inquiry-form';

type Field = keyof InquiryFormValues;

/** The refusals of POST /users/inquiries the form explains in words of its own. */
const EXPLAINED = [
  'pending_exists',
  'create_failed',
  'too_many_requests',
] as const satisfies readonly AnswerCode[];
type Explained = (typeof EXPLAINED)[number];
const isExplained = (code: string): code is Explained => EXPLAINED.some((c) => c === code);

/** Category, title and content. `onSent` runs once the server has stored the inquiry. */
export function InquiryForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('support');
  const { formatCount } = useFormat();
  const [createInquiry] = useCreateInquiryMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormValues, unknown, InquiryBody>({
    resolver: inquiryResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_INQUIRY,
  });

  const fieldMessage = (field: Field) => {
    const code = errors[field]?.message;
    if (code === undefined) return undefined;
    if (code === 'required') {
      return field === 'category'
        ? t('fieldErrors.categoryRequired')
        : t('fieldErrors.titleRequired');
    }
    const max = INQUIRY_MAX[field];
    if (code === 'too_long' && max !== undefined) {
      return t('fieldErrors.tooLong', { max: formatCount(max) });
    }
    return t('fieldErrors.invalid');
  };

  const send = async (body: InquiryBody) => {
    setAlert(null);
    try {
      await createInquiry(body).unwrap();
      onSent();
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      if (code !== null && isExplained(code)) setAlert(t(`errors.${code}`));
      else if (showServerFields(fields, setError, (name) => INQUIRY_FIELDS.has(name))) return;
      else setAlert(code === null ? t('errors.network') : t('errors.unknown'));
    }
  };

  return (
    <form
      className="content-form"
      aria-label={t('write.title')}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      {alert ? <ErrorNotice message={alert} /> : null}
      <SelectField
        label={t('write.category')}
        error={fieldMessage('category')}
        {...register('category')}
      >
        <option value="">{t('write.choose')}</option>
        {INQUIRY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('write.titleLabel')}
        autoComplete="off"
        maxLength={INQUIRY_MAX.title}
        error={fieldMessage('title')}
        {...register('title')}
      />
      <TextAreaField
        label={t('write.content')}
        hint={t('write.contentHint')}
        rows={8}
        maxLength={INQUIRY_MAX.content}
        error={fieldMessage('content')}
        {...register('content')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('write.sending') : t('write.submit')}
      </Button>
    </form>
  );
}

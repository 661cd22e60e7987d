import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import {
  EVENT_TYPES,
  eventBodySchema,
  type EventBody,
  type SiteEvent,
} from '@wallet/shared/domain';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@wallet/shared/ui';
import { fieldError } from '../../../lib/field-error';
import { FormDialog } from '../../../lib/FormDialog';
import { KstTimeField } from './KstTimeField';
import { bodyOf } from '../events-api';

export interface EventDialogProps {
  /** The event to edit, or null to add one. */
  event: SiteEvent | null;
  busy: boolean;
  error: string | null;
  onSave: (body: EventBody) => void;
  onCancel: () => void;
}

const EMPTY: EventBody = {
  title: '',
  content: '',
  imageUrl: null,
  type: 'popup',
  bonusPercent: null,
  startsAt: '',
  endsAt: '',
  active: true,
};

/** The percent range the server takes, from its own schema (which always bounds it). */
const PERCENT = eventBodySchema.shape.bonusPercent.unwrap().unwrap();
const PERCENT_MIN = PERCENT.minValue ?? Number.NEGATIVE_INFINITY;
const PERCENT_MAX = PERCENT.maxValue ?? Number.POSITIVE_INFINITY;

/** An empty input is "none": the schema then says whether the field was required. */
const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const percentValue = (value: unknown) => {
  const present = blankAsNull(value);
  return present === null ? null : Number(present);
};

/** Adds or edits an event, checked with the server's own body schema before it is sent. */
export function EventDialog({ event, busy, error, onSave, onCancel }: EventDialogProps) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(eventBodySchema),
    defaultValues: event ? bodyOf(event) : EMPTY,
  });
  const type = useWatch({ control, name: 'type' });
  // The schema calls every broken rule of these two `invalid`; the field names the rule instead.
  // The time fields hand the form a whole time or nothing, so an end refused as `invalid` is one
  // that is not after the start.
  const percentError = (code: string | undefined) =>
    code === 'invalid'
      ? t('events.form.errors.percent', { min: PERCENT_MIN, max: PERCENT_MAX })
      : fieldError(t, code);
  const endError = (code: string | undefined) =>
    code === 'invalid' ? t('events.form.errors.endBeforeStart') : fieldError(t, code);
  // A popup has no percent (the server refuses one): switching to popup drops it.
  useEffect(() => {
    if (type === 'popup') setValue('bonusPercent', null);
  }, [type, setValue]);

  return (
    <FormDialog
      title={t(event ? 'events.form.editTitle' : 'events.form.createTitle')}
      formId="event-form"
      saveLabel={t('events.form.save')}
      busy={busy}
      error={error}
      onCancel={onCancel}
    >
      <form id="event-form" noValidate onSubmit={(submit) => void handleSubmit(onSave)(submit)}>
        <TextField
          label={t('events.form.title')}
          maxLength={200}
          error={fieldError(t, errors.title?.message)}
          {...register('title')}
        />
        <SelectField
          label={t('events.form.type')}
          error={fieldError(t, errors.type?.message)}
          {...register('type')}
        >
          {EVENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`events.types.${option}`)}
            </option>
          ))}
        </SelectField>
        {type === 'first_deposit' ? (
          <TextField
            label={t('events.form.bonusPercent')}
            hint={t('events.form.bonusPercentHint', { min: PERCENT_MIN, max: PERCENT_MAX })}
            type="number"
            inputMode="decimal"
            min={PERCENT_MIN}
            max={PERCENT_MAX}
            step={0.01}
            error={percentError(errors.bonusPercent?.message)}
            {...register('bonusPercent', { setValueAs: percentValue })}
          />
        ) : null}
        <TextAreaField
          label={t('events.form.content')}
          hint={t('events.form.contentHint')}
          rows={6}
          error={fieldError(t, errors.content?.message)}
          {...register('content')}
        />
        <TextField
          label={t('events.form.imageUrl')}
          hint={t('events.form.imageUrlHint')}
          type="url"
          maxLength={500}
          error={fieldError(t, errors.imageUrl?.message)}
          {...register('imageUrl', { setValueAs: blankAsNull })}
        />
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <KstTimeField
                label={t(`events.form.${name}`)}
                hint={[
                  t('events.form.timeHint'),
                  name === 'endsAt' ? t('events.form.endsAtHint') : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
                error={
                  name === 'endsAt'
                    ? endError(errors.endsAt?.message)
                    : fieldError(t, errors.startsAt?.message)
                }
              />
            )}
          />
        ))}
        <CheckboxField label={t('events.form.active')} {...register('active')} />
      </form>
    </FormDialog>
  );
}

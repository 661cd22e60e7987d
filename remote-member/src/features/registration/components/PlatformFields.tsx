import { useState } from 'react';
import { useFieldArray, type FieldPath } from 'react-hook-form';
import { PLATFORMS } from '@wallet/shared/domain';
import { Button, SelectField, TextField } from '@wallet/shared/ui';
import { PLATFORM_NAMES } from '@wallet/shared/domain';
import {
  EMPTY_PLATFORM,
  MAX_PLATFORMS,
  PLATFORM_MAX,
  type RegisterFormValues,
} from '../form-values';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

/** 1–4 rows of platform and platform id, with add and remove buttons (no platform twice). */
export function PlatformFields() {
  const { t, fieldMessage, form } = useRegisterGroup();
  const { control, register, getFieldState, formState } = form;
  const { errors, submitCount } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'platforms' });
  const listError = errors.platforms?.root ?? errors.platforms;

  // The rows there at the last submit, which showed their errors then.
  const [submitted, setSubmitted] = useState({ count: 0, rows: new Set<string>() });
  if (submitted.count !== submitCount) {
    setSubmitted({ count: submitCount, rows: new Set(fields.map((field) => field.id)) });
  }
  /*
   * Adding or removing a row makes react-hook-form check the whole list, so a new row would get
   * its "required" errors before it was touched, and keep them while the member types (onTouched
   * re-checks only a field already left). A row's error shows once that field has been left, or
   * the row was submitted; from then on it is re-checked as it changes.
   */
  const shownError = (rowId: string, name: FieldPath<RegisterFormValues>) => {
    const { error, isTouched } = getFieldState(name, formState);
    return isTouched || submitted.rows.has(rowId) ? error : undefined;
  };

  return (
    <RegisterGroup legend={t('platforms.legend')} describedBy="register-platforms-hint">
      <p id="register-platforms-hint" className="ui-field__hint">
        {t('platforms.hint')}
      </p>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="register__platform">
            <legend>{t('platforms.row', { number })}</legend>
            <SelectField
              label={t('platforms.platform')}
              error={fieldMessage('platform', shownError(field.id, `platforms.${index}.name`))}
              {...register(`platforms.${index}.name`)}
            >
              <option value="">{t('platforms.choose')}</option>
              {PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {PLATFORM_NAMES[platform]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('platforms.platformId')}
              autoComplete="off"
              spellCheck={false}
              error={fieldMessage(
                'text',
                shownError(field.id, `platforms.${index}.platformId`),
                PLATFORM_MAX.platformId,
              )}
              {...register(`platforms.${index}.platformId`)}
            />
            {fields.length > 1 ? (
              <Button variant="secondary" onClick={() => remove(index)}>
                {t('platforms.remove', { number })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {listError?.message ? (
        <p role="alert" className="ui-field__error">
          {fieldMessage('platforms', listError)}
        </p>
      ) : null}
      {fields.length < MAX_PLATFORMS ? (
        // The focus stays on Add: moved into the new row, the next click on Add would first blur
        // that row's empty field, whose error would push Add down between press and release.
        <Button
          variant="secondary"
          onClick={() => append({ ...EMPTY_PLATFORM }, { shouldFocus: false })}
        >
          {t('platforms.add')}
        </Button>
      ) : null}
    </RegisterGroup>
  );
}

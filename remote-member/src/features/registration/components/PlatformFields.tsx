import { useFieldArray } from 'react-hook-form';
import { PLATFORMS } from '@wallet/shared/domain';
import { Button, SelectField, TextField } from '@wallet/shared/ui';
import { PLATFORM_NAMES } from '@wallet/shared/domain';
import { EMPTY_PLATFORM, MAX_PLATFORMS } from '../form-values';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

/** 1–4 rows of platform and platform id, with add and remove buttons (no platform twice). */
export function PlatformFields() {
  const { t, fieldMessage, form } = useRegisterGroup();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'platforms' });
  const listError = errors.platforms?.root ?? errors.platforms;

  return (
    <RegisterGroup legend={t('platforms.legend')} describedBy="register-platforms-hint">
      <p id="register-platforms-hint" className="ui-field__hint">
        {t('platforms.hint')}
      </p>
      {fields.map((field, index) => {
        const number = index + 1;
        const rowErrors = errors.platforms?.[index];
        return (
          <fieldset key={field.id} className="register__platform">
            <legend>{t('platforms.row', { number })}</legend>
            <SelectField
              label={t('platforms.platform')}
              error={fieldMessage('platform', rowErrors?.name)}
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
              error={fieldMessage('text', rowErrors?.platformId)}
              {...register(`platforms.${index}.platformId`)}
            />
            {fields.length > 1 ? (
              <Button variant="ghost" onClick={() => remove(index)}>
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
        <Button variant="secondary" onClick={() => append({ ...EMPTY_PLATFORM })}>
          {t('platforms.add')}
        </Button>
      ) : null}
    </RegisterGroup>
  );
}

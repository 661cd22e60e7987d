import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@wallet/shared/ui';
import { useFieldMessage } from '../../../lib/forms';
import type { RegisterFormValues } from '../form-values';

/** Real name, phone and the recommending member's referral id. */
export function PersonalFields() {
  const { t } = useTranslation('register');
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  return (
    <fieldset className="register__group">
      <legend>{t('personal.legend')}</legend>
      <TextField
        label={t('personal.realName')}
        hint={t('personal.realNameHint')}
        autoComplete="name"
        error={fieldMessage('text', errors.realName)}
        {...register('realName')}
      />
      <TextField
        label={t('personal.phone')}
        hint={t('personal.phoneHint')}
        type="tel"
        autoComplete="tel"
        error={fieldMessage('phone', errors.phone)}
        {...register('phone')}
      />
      <TextField
        label={t('personal.referralId')}
        hint={t('personal.referralIdHint')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        error={fieldMessage('referralId', errors.referralId)}
        {...register('referralId')}
      />
    </fieldset>
  );
}

import { TextField } from '@wallet/shared/ui';
import { REGISTER_MAX } from '../form-values';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

/** Real name, phone and the recommending member's referral id. */
export function PersonalFields() {
  const { t, fieldMessage, register, errors } = useRegisterGroup();
  return (
    <RegisterGroup legend={t('personal.legend')}>
      <TextField
        label={t('personal.realName')}
        hint={t('personal.realNameHint')}
        autoComplete="name"
        error={fieldMessage('text', errors.realName, REGISTER_MAX.realName)}
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
    </RegisterGroup>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { changePasswordBodySchema } from '@wallet/shared/domain';
import { TextField } from '@wallet/shared/ui';
import { formResolver, maxLengthOf, NewPasswordFields, useFieldMessage } from '../../../lib/forms';
import { useChangePasswordMutation, type ChangePasswordBody } from '../api';
import { TabForm } from './TabForm';

const resolver = formResolver<ChangePasswordBody, ChangePasswordBody>(changePasswordBodySchema, [
  ['newPassword', 'newPasswordConfirm'],
]);
/** The longest current password the schema takes: a "too long" names it. */
const CURRENT_MAX = maxLengthOf(changePasswordBodySchema.shape.currentPassword);
const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Current password, new one twice. The server ends the other sessions and keeps this one. */
export function PasswordTab() {
  const { t } = useTranslation(['account', 'register']);
  const fieldMessage = useFieldMessage();
  // Like the other tabs in shape only: TabForm holds what they share; each has its own fields.
  const [changePassword, { reset: forget }] = useChangePasswordMutation();
  const form = useForm<ChangePasswordBody>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <TabForm
      label={t('mypage.tabs.password')}
      form={form}
      send={changePassword}
      forget={forget}
      onSaved={() => form.reset(EMPTY)}
      fieldFailures={{
        invalid_password: ['currentPassword', 'wrong'],
        password_mismatch: ['newPasswordConfirm', 'mismatch'],
      }}
      savedMessage={t('mypage.password.saved')}
      submitLabel={t('mypage.password.submit')}
      guide={{
        title: t('mypage.aside.password.title'),
        points: [
          t('mypage.aside.password.unique'),
          t('mypage.aside.password.sessions'),
          t('mypage.aside.password.forgot'),
          t('mypage.aside.password.never'),
        ],
      }}
    >
      <TextField
        label={t('mypage.password.current')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage('currentPassword', errors.currentPassword, CURRENT_MAX)}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'newPasswordConfirm']}
        labels={[t('mypage.password.new'), t('mypage.password.confirm')]}
      />
    </TabForm>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { changeMoneyPasswordBodySchema } from '@wallet/shared/domain';
import { formResolver, MoneyPasswordField, useFieldMessage } from '../../../lib/forms';
import { useChangeMoneyPasswordMutation, type ChangeMoneyPasswordBody } from '../api';
import { TabForm } from './TabForm';

const resolver = formResolver<ChangeMoneyPasswordBody, ChangeMoneyPasswordBody>(
  changeMoneyPasswordBodySchema,
);
const EMPTY = { currentMoneyPassword: '', newMoneyPassword: '' };

/** Current withdrawal password and the new one (6 digits each); wrong tries count to a lock. */
export function MoneyPasswordTab() {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  // Like the other tabs in shape only: TabForm holds what they share; each has its own fields.
  const [changeMoneyPassword, { reset: forget }] = useChangeMoneyPasswordMutation();
  const form = useForm<ChangeMoneyPasswordBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <TabForm
      label={t('mypage.tabs.moneyPassword')}
      form={form}
      send={changeMoneyPassword}
      forget={forget}
      onSaved={() => form.reset(EMPTY)}
      fieldFailures={{ money_password_incorrect: ['currentMoneyPassword', 'wrong'] }}
      savedMessage={t('mypage.moneyPassword.saved')}
      submitLabel={t('mypage.moneyPassword.submit')}
      guide={{
        title: t('mypage.aside.moneyPassword.title'),
        points: [
          t('mypage.aside.moneyPassword.use'),
          t('mypage.aside.moneyPassword.different'),
          t('mypage.aside.moneyPassword.lock'),
          t('mypage.aside.moneyPassword.never'),
        ],
      }}
    >
      <MoneyPasswordField
        label={t('mypage.moneyPassword.current')}
        error={fieldMessage('moneyPassword', errors.currentMoneyPassword)}
        {...register('currentMoneyPassword')}
      />
      <MoneyPasswordField
        label={t('mypage.moneyPassword.new')}
        hint={t('mypage.moneyPassword.hint')}
        error={fieldMessage('moneyPassword', errors.newMoneyPassword)}
        {...register('newMoneyPassword')}
      />
    </TabForm>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { bankInfoBodySchema, type UserInfo } from '@wallet/shared/domain';
import { TextField } from '@wallet/shared/ui';
import {
  formResolver,
  maxLengthsOf,
  MoneyPasswordField,
  useFieldMessage,
} from '../../../lib/forms';
import { useSaveBankInfoMutation, type BankInfoBody } from '../api';
import { TabForm } from './TabForm';
import { WithUserInfo } from '../../../lib/money';

interface BankInfoFormValues {
  bankName: string;
  bankAccount: string;
  walletAddress: string;
  pesoAccountType: string;
  pesoAccountNumber: string;
  moneyPassword: string;
}

const resolver = formResolver<BankInfoFormValues, BankInfoBody>(bankInfoBodySchema);
/** The longest value of each field, as the schema takes it: a "too long" names it. */
const MAX = maxLengthsOf(bankInfoBodySchema.shape);

function valuesOf(info: UserInfo): BankInfoFormValues {
  return {
    bankName: info.bankName ?? '',
    bankAccount: info.bankAccount ?? '',
    walletAddress: info.walletAddress ?? '',
    pesoAccountType: info.pesoAccountType ?? '',
    pesoAccountNumber: info.pesoAccountNumber ?? '',
    moneyPassword: '',
  };
}

/** An optional account left empty is sent as null: "none", not an empty account number. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The payout accounts, prefilled from users/info; saving needs the withdrawal password. */
export function BankInfoTab() {
  return <WithUserInfo>{(info) => <BankInfoForm initial={valuesOf(info)} />}</WithUserInfo>;
}

function BankInfoForm({ initial }: { initial: BankInfoFormValues }) {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  // Like the other tabs in shape only: TabForm holds what they share; each has its own fields.
  const [saveBankInfo, { reset: forget }] = useSaveBankInfoMutation();
  const form = useForm<BankInfoFormValues, unknown, BankInfoBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <TabForm
      label={t('mypage.tabs.bank')}
      form={form}
      send={(body) =>
        saveBankInfo({
          ...body,
          walletAddress: orNull(body.walletAddress),
          pesoAccountType: orNull(body.pesoAccountType),
          pesoAccountNumber: orNull(body.pesoAccountNumber),
        })
      }
      forget={forget}
      onSaved={() => form.resetField('moneyPassword')}
      fieldFailures={{ money_password_incorrect: ['moneyPassword', 'wrong'] }}
      failedMessage={t('mypage.bank.failed')}
      savedMessage={t('mypage.bank.saved')}
      submitLabel={t('mypage.bank.submit')}
      guide={{
        title: t('mypage.aside.bank.title'),
        points: [
          t('mypage.aside.bank.bank'),
          t('mypage.aside.bank.peso'),
          t('mypage.aside.bank.usdt'),
          t('mypage.aside.bank.charge'),
          t('mypage.aside.bank.empty'),
        ],
      }}
    >
      <p>{t('mypage.bank.intro')}</p>
      <TextField
        label={t('mypage.bank.bankName')}
        error={fieldMessage('text', errors.bankName, MAX.bankName)}
        {...register('bankName')}
      />
      <TextField
        label={t('mypage.bank.bankAccount')}
        autoComplete="off"
        error={fieldMessage('accountNumber', errors.bankAccount, MAX.bankAccount)}
        {...register('bankAccount')}
      />
      <TextField
        label={t('mypage.bank.walletAddress')}
        autoComplete="off"
        spellCheck={false}
        error={fieldMessage('walletAddress', errors.walletAddress, MAX.walletAddress)}
        {...register('walletAddress')}
      />
      <TextField
        label={t('mypage.bank.pesoAccountType')}
        error={fieldMessage('text', errors.pesoAccountType, MAX.pesoAccountType)}
        {...register('pesoAccountType')}
      />
      <TextField
        label={t('mypage.bank.pesoAccountNumber')}
        autoComplete="off"
        error={fieldMessage('accountNumber', errors.pesoAccountNumber, MAX.pesoAccountNumber)}
        {...register('pesoAccountNumber')}
      />
      <MoneyPasswordField
        label={t('mypage.bank.moneyPassword')}
        hint={t('mypage.bank.moneyPasswordHint')}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
    </TabForm>
  );
}

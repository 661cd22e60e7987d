import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bankInfoBodySchema, type UserInfo } from '@wallet/shared/domain';
import { useGetUserInfoQuery } from '@wallet/shared/store';
import { Button, ErrorNotice, FormFooter, Loading, TextField } from '@wallet/shared/ui';
import {
  formResolver,
  MoneyPasswordField,
  readFailure,
  showServerFields,
  useFieldMessage,
  useServerMessage,
} from '../../../lib/forms';
import { useSaveBankInfoMutation, type BankInfoBody } from '../api';

interface BankInfoFormValues {
  bankName: string;
  bankAccount: string;
  walletAddress: string;
  pesoAccountType: string;
  pesoAccountNumber: string;
  moneyPassword: string;
}

const resolver = formResolver<BankInfoFormValues, BankInfoBody>(bankInfoBodySchema);

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
  const { t } = useTranslation(['account', 'common']);
  const { data, isError, refetch } = useGetUserInfoQuery();
  if (isError) {
    return (
      <ErrorNotice
        message={t('mypage.info.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('mypage.info.retry')}</Button>}
      />
    );
  }
  if (!data) return <Loading label={t('common:loading')} />;
  return <BankInfoForm initial={valuesOf(data)} />;
}

function BankInfoForm({ initial }: { initial: BankInfoFormValues }) {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();
  const [saveBankInfo, { reset: forget }] = useSaveBankInfoMutation();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<BankInfoFormValues, unknown, BankInfoBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  });

  const submit = async (body: BankInfoBody) => {
    setSaved(false);
    setError(null);
    try {
      await saveBankInfo({
        ...body,
        walletAddress: orNull(body.walletAddress),
        pesoAccountType: orNull(body.pesoAccountType),
        pesoAccountNumber: orNull(body.pesoAccountNumber),
      }).unwrap();
      resetField('moneyPassword');
      setSaved(true);
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      if (code === 'money_password_incorrect') {
        setFieldError('moneyPassword', { type: 'server', message: 'wrong' }, { shouldFocus: true });
      } else if (!showServerFields(fields, setFieldError, (name) => name in initial)) {
        setError(code ? serverMessage(code) : t('mypage.bank.failed'));
      }
    } finally {
      forget();
    }
  };

  return (
    <form
      className="mypage__form"
      aria-label={t('mypage.tabs.bank')}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p>{t('mypage.bank.intro')}</p>
      <TextField
        label={t('mypage.bank.bankName')}
        error={fieldMessage('text', errors.bankName)}
        {...register('bankName')}
      />
      <TextField
        label={t('mypage.bank.bankAccount')}
        autoComplete="off"
        error={fieldMessage('text', errors.bankAccount)}
        {...register('bankAccount')}
      />
      <TextField
        label={t('mypage.bank.walletAddress')}
        autoComplete="off"
        spellCheck={false}
        error={fieldMessage('text', errors.walletAddress)}
        {...register('walletAddress')}
      />
      <TextField
        label={t('mypage.bank.pesoAccountType')}
        error={fieldMessage('text', errors.pesoAccountType)}
        {...register('pesoAccountType')}
      />
      <TextField
        label={t('mypage.bank.pesoAccountNumber')}
        autoComplete="off"
        error={fieldMessage('text', errors.pesoAccountNumber)}
        {...register('pesoAccountNumber')}
      />
      <MoneyPasswordField
        label={t('mypage.bank.moneyPassword')}
        hint={t('mypage.bank.moneyPasswordHint')}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
      <FormFooter
        outcome={
          saved
            ? { ok: true, message: t('mypage.bank.saved') }
            : error
              ? { ok: false, message: error }
              : null
        }
      >
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('mypage.saving') : t('mypage.bank.submit')}
        </Button>
      </FormFooter>
    </form>
  );
}

import {
  CURRENCIES,
  quoteWithdrawal,
  rateToNumber,
  toMinor,
  WALLET_MINIMUM_USD_MINOR,
  type Currency,
  type UserInfo,
} from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';
import { Button, CheckboxField, ErrorNotice } from '@wallet/shared/ui';
import {
  amountToMinor,
  BalanceSummary,
  ConfirmRequestDialog,
  payoutAccountFor,
  PayoutAccountPanel,
  rateFor,
  useMoneyForm,
  type MoneyFormProps,
} from '../../../lib/money';
import { MoneyPasswordField } from '../../../lib/forms';
import { useCreateWithdrawalMutation, type WithdrawalBody } from '../api';
import {
  EMPTY_WITHDRAWAL,
  WITHDRAWAL_FIELDS,
  withdrawalFormSchema,
  withdrawalReviewQuote,
} from '../withdrawal-form';
import { CurrencyAmountFields } from './CurrencyAmountFields';
import { withdrawalFigures, WithdrawalPreview } from './WithdrawalPreview';

const isCurrency = (value: string): value is Currency => CURRENCIES.some((c) => c === value);

export interface WithdrawalFormProps extends MoneyFormProps {
  info: UserInfo;
  ratesFailed: boolean;
}

/**
 * Currency, USD amount (40 USD up to the available balance), withdrawal password and terms, with
 * the preview from quoteWithdrawal and the payout account the money goes to.
 */
export function WithdrawalForm({ info, rates, ratesFailed, onCreated }: WithdrawalFormProps) {
  const [createWithdrawal] = useCreateWithdrawalMutation();
  const format = useFormat();
  const { formatAmount, formatMinor } = format;
  const form = useMoneyForm({
    schema: withdrawalFormSchema,
    defaultValues: EMPTY_WITHDRAWAL,
    draft: 'withdrawal',
    watch: ['currency', 'amount'],
    quote: (values, limits) => {
      const currency = isCurrency(values.currency) ? values.currency : null;
      const rate = currency ? rateFor(rates, currency) : null;
      const amount = amountToMinor(values.amount, 'USD');
      const available = info.balance === null ? 0n : (toMinor(info.balance, 'USD') ?? 0n);
      // Zero is no withdrawal: its figures would all be zero and its applied rate 0.0000.
      const quote =
        currency && rate !== null && amount !== null && amount > 0n
          ? quoteWithdrawal({ currency, amount, rate, available }, limits)
          : null;
      return { currency, rate, quote };
    },
    create: createWithdrawal,
    fieldOf: {
      rate_unavailable: 'currency',
      payout_account_required: 'currency',
      money_password_incorrect: 'moneyPassword',
      terms_not_accepted: 'agreeTerms',
    },
    fieldNames: WITHDRAWAL_FIELDS,
    onCreated,
  });
  const { t, fieldMessage, register, errors } = form;
  const { currency, rate, quote } = form.preview;
  const payoutMissing = currency !== null && payoutAccountFor(info, currency) === null;
  // The dialog shows the body it will send, at its own rate, not the live preview.
  const reviewed = form.reviewed ? withdrawalReviewQuote(form.reviewed, form.limits) : null;

  const rateMissing = currency !== null && rate === null && (rates !== undefined || ratesFailed);
  const currencyError =
    errors.currency ??
    (rateMissing ? { message: 'rate_unavailable' } : undefined) ??
    (payoutMissing && form.isSubmitted ? { message: 'payout_account_required' } : undefined);
  const amountParams = {
    minimum: formatMinor(WALLET_MINIMUM_USD_MINOR, 'USD'),
    maximum: formatMinor(form.limits.maximumUsdMinor, 'USD'),
    available: formatAmount(info.balance ?? 0, 'USD'),
    currency: 'USD',
    digits: 2,
  };

  const review = (body: WithdrawalBody) => {
    if (rate === null) {
      // Still loading: the preview is not there yet, and the member sees it arrive.
      if (rates === undefined && !ratesFailed) return;
      form.refuse('currency', 'rate', 'rate_unavailable');
    } else if (payoutMissing) {
      form.refuse('currency', 'payout', 'payout_account_required');
    } else if (quote?.refusal) {
      form.refuse('amount', 'quote', quote.refusal);
    } else {
      // The rate this preview used travels with the request: if it changed meanwhile the server
      // answers 409 rate_changed rather than pay out figures the member never saw.
      form.open({ ...body, rate: rateToNumber(rate) });
    }
  };

  return (
    <form {...form.formProps(t('withdraw.title'), review)}>
      <BalanceSummary info={info} />
      {form.alert ? <ErrorNotice message={form.alert} /> : null}
      {ratesFailed ? <p className="money-notice">{t('ratesFailed')}</p> : null}
      <CurrencyAmountFields
        words="withdraw"
        form={form}
        rates={rates}
        errors={{ currency: currencyError, amountParams }}
      />
      <div className="money-form__aside">
        <WithdrawalPreview quote={quote} />
        {currency ? <PayoutAccountPanel info={info} currency={currency} /> : null}
      </div>
      <MoneyPasswordField
        label={t('withdraw.moneyPassword')}
        hint={t('withdraw.moneyPasswordHint')}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
      <CheckboxField
        label={t('withdraw.terms')}
        error={fieldMessage('terms', errors.agreeTerms)}
        {...register('agreeTerms')}
      />
      <Button type="submit" disabled={form.busy}>
        {t('withdraw.submit')}
      </Button>
      {form.reviewed && reviewed ? (
        <ConfirmRequestDialog
          title={t('withdraw.confirmTitle')}
          text={t('withdraw.confirmText')}
          figures={[
            { label: t('figures.currency'), value: reviewed.currency },
            ...withdrawalFigures(reviewed, t, format),
          ]}
          confirmLabel={t('withdraw.confirm')}
          {...form.confirmProps}
        />
      ) : null}
    </form>
  );
}

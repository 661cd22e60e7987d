import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  quoteWithdrawal,
  rateToNumber,
  toMinor,
  WALLET_MINIMUM_USD_MINOR,
  type Currency,
  type ExchangeRateAnswer,
  type MoneyRequest,
  type UserInfo,
} from '@wallet/shared/domain';
import { Button, CheckboxField, ErrorNotice, SelectField, TextField } from '@wallet/shared/ui';
import { formResolver } from '../../../lib/forms';
import {
  amountToMinor,
  BalanceSummary,
  ConfirmRequestDialog,
  formatAmount,
  formatMinor,
  payoutAccountFor,
  PayoutAccountPanel,
  rateFor,
  useMoneyFieldMessage,
  useMoneyRequestFlow,
  useMoneyLimits,
} from '../../../lib/money';
import { useCreateWithdrawalMutation, type WithdrawalBody } from '../api';
import {
  EMPTY_WITHDRAWAL,
  WITHDRAWAL_FIELDS,
  withdrawalFormSchema,
  withdrawalReviewQuote,
  type WithdrawalFormValues,
} from '../withdrawal-form';
import { CurrencyOptions, usdtUnavailable } from './CurrencyOptions';
import { withdrawalFigures, WithdrawalPreview } from './WithdrawalPreview';

const resolver = formResolver<WithdrawalFormValues, WithdrawalBody>(withdrawalFormSchema);
const isCurrency = (value: string): value is Currency => CURRENCIES.some((c) => c === value);

export interface WithdrawalFormProps {
  info: UserInfo;
  rates: ExchangeRateAnswer | undefined;
  ratesFailed: boolean;
  onCreated: (request: MoneyRequest) => void;
}

/**
 * Currency, USD amount (40 USD up to the available balance), withdrawal password and terms, with
 * the preview from quoteWithdrawal and the payout account the money goes to.
 */
export function WithdrawalForm({ info, rates, ratesFailed, onCreated }: WithdrawalFormProps) {
  const { t } = useTranslation('money');
  const limits = useMoneyLimits();
  const fieldMessage = useMoneyFieldMessage();
  const [createWithdrawal] = useCreateWithdrawalMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<WithdrawalFormValues, unknown, WithdrawalBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_WITHDRAWAL,
  });
  const flow = useMoneyRequestFlow<WithdrawalFormValues, WithdrawalBody>({
    send: (body, idempotencyKey) => createWithdrawal({ body, idempotencyKey }).unwrap(),
    setError,
    fieldOf: {
      amount_below_minimum: 'amount',
      amount_above_maximum: 'amount',
      insufficient_balance: 'amount',
      rate_unavailable: 'currency',
      payout_account_required: 'currency',
      money_password_incorrect: 'moneyPassword',
      terms_not_accepted: 'agreeTerms',
    },
    fieldNames: WITHDRAWAL_FIELDS,
    onCreated,
  });

  const [currencyValue, amountText] = useWatch({ control, name: ['currency', 'amount'] });
  const currency = isCurrency(currencyValue) ? currencyValue : null;
  const rate = currency ? rateFor(rates, currency) : null;
  const amount = amountToMinor(amountText, 'USD');
  const available = info.balance === null ? 0n : (toMinor(info.balance, 'USD') ?? 0n);
  const quote =
    currency && rate !== null && amount !== null
      ? quoteWithdrawal({ currency, amount, rate, available }, limits)
      : null;
  const payoutMissing = currency !== null && payoutAccountFor(info, currency) === null;
  // The dialog shows the body it will send, at its own rate, not the live preview.
  const reviewed = flow.review ? withdrawalReviewQuote(flow.review) : null;

  const refusal = quote?.refusal && (touchedFields.amount || isSubmitted) ? quote.refusal : null;
  const rateMissing = currency !== null && rate === null && (rates !== undefined || ratesFailed);
  const currencyError =
    errors.currency ??
    (rateMissing ? { message: 'rate_unavailable' } : undefined) ??
    (payoutMissing && isSubmitted ? { message: 'payout_account_required' } : undefined);
  const amountParams = {
    minimum: formatMinor(WALLET_MINIMUM_USD_MINOR, 'USD'),
    maximum: formatMinor(limits.maximumUsdMinor, 'USD'),
    available: formatAmount(info.balance ?? 0, 'USD'),
    currency: 'USD',
    digits: 2,
  };

  const review = (body: WithdrawalBody) => {
    if (rate === null) {
      // Still loading: the preview is not there yet, and the member sees it arrive.
      if (rates === undefined && !ratesFailed) return;
      setError('currency', { type: 'rate', message: 'rate_unavailable' }, { shouldFocus: true });
    } else if (payoutMissing) {
      setError(
        'currency',
        { type: 'payout', message: 'payout_account_required' },
        { shouldFocus: true },
      );
    } else if (quote?.refusal) {
      setError('amount', { type: 'quote', message: quote.refusal }, { shouldFocus: true });
    } else {
      // The rate this preview used travels with the request: if it changed meanwhile the server
      // answers 409 rate_changed rather than pay out figures the member never saw.
      flow.open({ ...body, rate: rateToNumber(rate) });
    }
  };

  return (
    <form
      className="money-form"
      aria-label={t('withdraw.title')}
      noValidate
      onSubmit={(event) => void handleSubmit(review)(event)}
    >
      <BalanceSummary info={info} />
      {flow.alert ? <ErrorNotice message={flow.alert} /> : null}
      {ratesFailed ? <p className="money-notice">{t('ratesFailed')}</p> : null}
      <SelectField
        label={t('withdraw.currency')}
        hint={usdtUnavailable(rates) ? t('charge.usdtUnavailable') : undefined}
        error={fieldMessage('currency', currencyError, { currency: currency ?? '' })}
        {...register('currency')}
      >
        <CurrencyOptions rates={rates} />
      </SelectField>
      <TextField
        label={t('withdraw.amount')}
        hint={t('withdraw.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        error={fieldMessage(
          'amount',
          errors.amount ?? (refusal ? { message: refusal } : undefined),
          amountParams,
        )}
        {...register('amount')}
      />
      <div className="money-form__aside">
        <WithdrawalPreview quote={quote} />
        {currency ? <PayoutAccountPanel info={info} currency={currency} /> : null}
      </div>
      <TextField
        label={t('withdraw.moneyPassword')}
        hint={t('withdraw.moneyPasswordHint')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
      <CheckboxField
        label={t('withdraw.terms')}
        error={fieldMessage('terms', errors.agreeTerms)}
        {...register('agreeTerms')}
      />
      <Button type="submit" disabled={flow.busy}>
        {t('withdraw.submit')}
      </Button>
      {flow.review && reviewed ? (
        <ConfirmRequestDialog
          title={t('withdraw.confirmTitle')}
          text={t('withdraw.confirmText')}
          figures={[
            { label: t('figures.currency'), value: reviewed.currency },
            ...withdrawalFigures(reviewed, t),
          ]}
          confirmLabel={t('withdraw.confirm')}
          busy={flow.busy}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.close}
        />
      ) : null}
    </form>
  );
}

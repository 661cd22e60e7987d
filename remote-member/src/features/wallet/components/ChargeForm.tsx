import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  quoteCharge,
  rateToNumber,
  WALLET_MINIMUM_USD_MINOR,
  type Currency,
  type ExchangeRateAnswer,
  type MoneyRequest,
} from '@wallet/shared/domain';
import { Button, ErrorNotice, SelectField, TextField } from '@wallet/shared/ui';
import { formResolver } from '../../../lib/forms';
import {
  amountToMinor,
  ConfirmRequestDialog,
  DepositAddressPanel,
  formatMinor,
  rateFor,
  useDepositAddressAvailable,
  useMoneyFieldMessage,
  useMoneyRequestFlow,
  useMoneyLimits,
} from '../../../lib/money';
import { useCreateChargeMutation, type ChargeBody } from '../api';
import {
  CHARGE_FIELDS,
  chargeFormSchema,
  chargeReviewQuote,
  EMPTY_CHARGE,
  type ChargeFormValues,
} from '../charge-form';
import { chargeFigures, ChargePreview } from './ChargePreview';
import { CurrencyOptions, usdtUnavailable } from './CurrencyOptions';

const resolver = formResolver<ChargeFormValues, ChargeBody>(chargeFormSchema);
const isCurrency = (value: string): value is Currency => CURRENCIES.some((c) => c === value);

export interface ChargeFormProps {
  rates: ExchangeRateAnswer | undefined;
  ratesFailed: boolean;
  onCreated: (request: MoneyRequest) => void;
}

/**
 * Currency, USD amount and the depositor's name (bank) or transaction id (USDT), with the live
 * preview from quoteCharge and the deposit address of the chosen currency.
 */
export function ChargeForm({ rates, ratesFailed, onCreated }: ChargeFormProps) {
  const { t } = useTranslation('money');
  const fieldMessage = useMoneyFieldMessage();
  const limits = useMoneyLimits();
  const [createCharge] = useCreateChargeMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<ChargeFormValues, unknown, ChargeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_CHARGE,
  });
  const flow = useMoneyRequestFlow<ChargeFormValues, ChargeBody>({
    send: (body, idempotencyKey) => createCharge({ body, idempotencyKey }).unwrap(),
    setError,
    fieldOf: {
      amount_below_minimum: 'amount',
      amount_above_maximum: 'amount',
      rate_unavailable: 'currency',
      deposit_address_unavailable: 'currency',
    },
    fieldNames: CHARGE_FIELDS,
    onCreated,
  });

  const [currencyValue, amountText] = useWatch({ control, name: ['currency', 'amount'] });
  const currency = isCurrency(currencyValue) ? currencyValue : null;
  const rate = currency ? rateFor(rates, currency) : null;
  const amount = amountToMinor(amountText, 'USD');
  const quote =
    currency && rate !== null && amount !== null
      ? quoteCharge({ currency, amount, rate }, limits)
      : null;
  const addressAvailable = useDepositAddressAvailable(currency);
  // The dialog shows the body it will send, at its own rate, not the live preview.
  const reviewed = flow.review ? chargeReviewQuote(flow.review) : null;

  const refusal = quote?.refusal && (touchedFields.amount || isSubmitted) ? quote.refusal : null;
  const rateMissing = currency !== null && rate === null && (rates !== undefined || ratesFailed);
  const currencyError =
    errors.currency ?? (rateMissing ? { message: 'rate_unavailable' } : undefined);

  const review = (body: ChargeBody) => {
    if (rate === null) {
      // Still loading: the preview is not there yet, and the member sees it arrive.
      if (rates === undefined && !ratesFailed) return;
      setError('currency', { type: 'rate', message: 'rate_unavailable' }, { shouldFocus: true });
    } else if (quote?.refusal) {
      setError('amount', { type: 'quote', message: quote.refusal }, { shouldFocus: true });
    } else if (addressAvailable === false) {
      setError(
        'currency',
        { type: 'address', message: 'deposit_address_unavailable' },
        { shouldFocus: true },
      );
    } else {
      // The rate this preview used travels with the request: if it changed meanwhile the server
      // answers 409 rate_changed rather than charge figures the member never saw.
      flow.open({ ...body, rate: rateToNumber(rate) });
    }
  };

  return (
    <form
      className="money-form"
      aria-label={t('charge.title')}
      noValidate
      onSubmit={(event) => void handleSubmit(review)(event)}
    >
      {flow.alert ? <ErrorNotice message={flow.alert} /> : null}
      {ratesFailed ? <p className="money-notice">{t('ratesFailed')}</p> : null}
      <SelectField
        label={t('charge.currency')}
        hint={usdtUnavailable(rates) ? t('charge.usdtUnavailable') : undefined}
        error={fieldMessage('currency', currencyError, { currency: currency ?? '' })}
        {...register('currency')}
      >
        <CurrencyOptions rates={rates} />
      </SelectField>
      <TextField
        label={t('charge.amount')}
        hint={t('charge.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        error={fieldMessage(
          'amount',
          errors.amount ?? (refusal ? { message: refusal } : undefined),
          {
            minimum: formatMinor(WALLET_MINIMUM_USD_MINOR, 'USD'),
            maximum: formatMinor(limits.maximumUsdMinor, 'USD'),
            currency: 'USD',
            digits: 2,
          },
        )}
        {...register('amount')}
      />
      <div className="money-form__aside">
        <ChargePreview quote={quote} />
        {currency ? <DepositAddressPanel currency={currency} /> : null}
      </div>
      {currency === 'USDT' ? (
        <TextField
          label={t('charge.txId')}
          hint={t('charge.txIdHint')}
          autoComplete="off"
          spellCheck={false}
          error={fieldMessage('text', errors.txId)}
          {...register('txId')}
        />
      ) : (
        <TextField
          label={t('charge.depositorName')}
          hint={t('charge.depositorNameHint')}
          autoComplete="name"
          error={fieldMessage('text', errors.depositorName)}
          {...register('depositorName')}
        />
      )}
      <Button type="submit" disabled={flow.busy}>
        {t('charge.submit')}
      </Button>
      {flow.review && reviewed ? (
        <ConfirmRequestDialog
          title={t('charge.confirmTitle')}
          text={t('charge.confirmText')}
          figures={[
            { label: t('figures.currency'), value: reviewed.currency },
            ...chargeFigures(reviewed, t),
            flow.review.txId
              ? { label: t('figures.txId'), value: flow.review.txId }
              : { label: t('figures.depositorName'), value: flow.review.depositorName ?? '' },
          ]}
          confirmLabel={t('charge.confirm')}
          busy={flow.busy}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.close}
        />
      ) : null}
    </form>
  );
}

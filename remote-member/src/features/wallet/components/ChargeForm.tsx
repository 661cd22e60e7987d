import {
  CURRENCIES,
  quoteCharge,
  rateToNumber,
  WALLET_MINIMUM_USD_MINOR,
  type Currency,
} from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';
import { Button, ErrorNotice, TextField } from '@wallet/shared/ui';
import {
  amountToMinor,
  ConfirmRequestDialog,
  DepositAddressPanel,
  rateFor,
  useDepositAddressAvailable,
  useMoneyForm,
  type MoneyFormProps,
} from '../../../lib/money';
import { useCreateChargeMutation, type ChargeBody } from '../api';
import { CHARGE_FIELDS, chargeFormSchema, chargeReviewQuote, EMPTY_CHARGE } from '../charge-form';
import { chargeFigures, ChargePreview } from './ChargePreview';
import { CurrencyAmountFields } from './CurrencyAmountFields';

const isCurrency = (value: string): value is Currency => CURRENCIES.some((c) => c === value);

export interface ChargeFormProps extends MoneyFormProps {
  ratesFailed: boolean;
}

/**
 * Currency, USD amount and the depositor's name (bank) or transaction id (USDT), with the live
 * preview from quoteCharge and the deposit address of the chosen currency.
 */
export function ChargeForm({ rates, ratesFailed, onCreated }: ChargeFormProps) {
  const [createCharge] = useCreateChargeMutation();
  const format = useFormat();
  const { formatMinor } = format;
  const form = useMoneyForm({
    schema: chargeFormSchema,
    defaultValues: EMPTY_CHARGE,
    draft: 'charge',
    watch: ['currency', 'amount'],
    quote: (values, limits) => {
      const currency = isCurrency(values.currency) ? values.currency : null;
      const rate = currency ? rateFor(rates, currency) : null;
      const amount = amountToMinor(values.amount, 'USD');
      // Zero is no charge: its figures would all be zero and its applied rate 0.0000.
      const quote =
        currency && rate !== null && amount !== null && amount > 0n
          ? quoteCharge({ currency, amount, rate }, limits)
          : null;
      return { currency, rate, quote };
    },
    create: createCharge,
    fieldOf: {
      rate_unavailable: 'currency',
      deposit_address_unavailable: 'currency',
    },
    fieldNames: CHARGE_FIELDS,
    onCreated,
  });
  const { t, fieldMessage, register, errors } = form;
  const { currency, rate, quote } = form.preview;
  const addressAvailable = useDepositAddressAvailable(currency);
  // The dialog shows the body it will send, at its own rate, not the live preview.
  const reviewed = form.reviewed ? chargeReviewQuote(form.reviewed, form.limits) : null;

  const rateMissing = currency !== null && rate === null && (rates !== undefined || ratesFailed);
  const currencyError =
    errors.currency ?? (rateMissing ? { message: 'rate_unavailable' } : undefined);

  const amountParams = {
    minimum: formatMinor(WALLET_MINIMUM_USD_MINOR, 'USD'),
    maximum: formatMinor(form.limits.maximumUsdMinor, 'USD'),
    currency: 'USD',
    digits: 2,
  };

  const review = (body: ChargeBody) => {
    if (rate === null) {
      // Still loading: the preview is not there yet, and the member sees it arrive.
      if (rates === undefined && !ratesFailed) return;
      form.refuse('currency', 'rate', 'rate_unavailable');
    } else if (quote?.refusal) {
      form.refuse('amount', 'quote', quote.refusal);
    } else if (addressAvailable === false) {
      form.refuse('currency', 'address', 'deposit_address_unavailable');
    } else {
      // The rate this preview used travels with the request: if it changed meanwhile the server
      // answers 409 rate_changed rather than charge figures the member never saw.
      form.open({ ...body, rate: rateToNumber(rate) });
    }
  };

  return (
    <form {...form.formProps(t('charge.title'), review)}>
      {form.alert ? <ErrorNotice message={form.alert} /> : null}
      {ratesFailed ? <p className="money-notice">{t('ratesFailed')}</p> : null}
      <CurrencyAmountFields
        words="charge"
        form={form}
        rates={rates}
        errors={{ currency: currencyError, amountParams }}
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
      <Button type="submit" disabled={form.busy}>
        {t('charge.submit')}
      </Button>
      {form.reviewed && reviewed ? (
        <ConfirmRequestDialog
          title={t('charge.confirmTitle')}
          text={t('charge.confirmText')}
          figures={[
            { label: t('figures.currency'), value: reviewed.currency },
            ...chargeFigures(reviewed, t, format),
            // Exactly what the body carries: the schema keeps the one that applies to the
            // currency, and only when filled (both are optional).
            ...(form.reviewed.txId
              ? [{ label: t('figures.txId'), value: form.reviewed.txId }]
              : []),
            ...(form.reviewed.depositorName
              ? [{ label: t('figures.depositorName'), value: form.reviewed.depositorName }]
              : []),
          ]}
          confirmLabel={t('charge.confirm')}
          {...form.confirmProps}
        />
      ) : null}
    </form>
  );
}

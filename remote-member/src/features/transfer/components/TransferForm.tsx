import {
  placeCurrency,
  quoteTransfer,
  rateToNumber,
  toMinor,
  TRANSFER_DIRECTIONS,
  USD_RATE,
  type UserInfo,
} from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';
import { Button, ErrorNotice, SelectField, TextAreaField, TextField } from '@wallet/shared/ui';
import {
  amountToMinor,
  BalanceSummary,
  ConfirmRequestDialog,
  placeName,
  platformAccountLabel,
  rateFor,
  useMoneyForm,
  type MoneyFormProps,
} from '../../../lib/money';
import { useCreateTransferMutation, type TransferBody } from '../api';
import {
  choosesFrom,
  choosesTo,
  EMPTY_TRANSFER,
  placesOf,
  TRANSFER_FIELDS,
  transferFormSchema,
  transferReviewQuote,
} from '../transfer-form';
import { transferAmountParams, transferMinimumMessage } from '../transfer-refusal';
import { transferFigures, TransferPreview } from './TransferPreview';

export interface TransferFormProps extends MoneyFormProps {
  info: UserInfo;
  ratesFailed: boolean;
}

/**
 * Direction, the member's registered platforms as ends, the amount in the source's currency and
 * a memo; the preview from quoteTransfer; a confirmation that repeats the figures.
 */
export function TransferForm({ info, rates, ratesFailed, onCreated }: TransferFormProps) {
  const [createTransfer] = useCreateTransferMutation();
  const format = useFormat();
  const form = useMoneyForm({
    schema: transferFormSchema,
    defaultValues: EMPTY_TRANSFER,
    draft: 'transfer',
    watch: ['direction', 'from', 'to', 'amount'],
    quote: (values, limits) => {
      const { from, to } = placesOf(values);
      const currency = from ? placeCurrency(from) : null;
      const krwInvolved = currency === 'KRW' || (to !== null && placeCurrency(to) === 'KRW');
      const krwRate = rateFor(rates, 'KRW');
      const amount = currency ? amountToMinor(values.amount, currency) : null;
      const available = info.balance === null ? 0n : (toMinor(info.balance, 'USD') ?? 0n);
      const quote =
        from && to && amount !== null && (!krwInvolved || krwRate !== null)
          ? quoteTransfer({ from, to, amount, krwRate: krwRate ?? USD_RATE, available }, limits)
          : null;
      return {
        direction: values.direction,
        places: { from, to },
        currency,
        krwInvolved,
        krwRate,
        quote,
      };
    },
    create: createTransfer,
    fieldOf: ({ direction }) => ({
      same_platform: 'to',
      platform_not_registered: direction === 'platform_to_wallet' ? 'from' : 'to',
    }),
    fieldNames: TRANSFER_FIELDS,
    onCreated,
  });
  const { t, fieldMessage, register, errors, refusal } = form;
  const { direction, places, currency, krwInvolved, krwRate, quote } = form.preview;
  // Known missing (answered without it, or not answered at all), not merely still loading.
  const rateMissing = krwInvolved && krwRate === null && (rates !== undefined || ratesFailed);
  // The dialog shows the body it will send, at its own rate, not the live preview.
  const reviewed = form.reviewed ? transferReviewQuote(form.reviewed, form.limits) : null;
  const reviewedMemo = form.reviewed?.userMemo?.trim();

  const amountError =
    errors.amount ?? (refusal && refusal !== 'same_platform' ? { message: refusal } : undefined);
  // Whoever says it is too small (the live quote, the review stopping on it, or the server), the
  // member reads which end's minimum it misses, in that end's currency.
  const minimumMessage =
    amountError?.message === 'amount_below_minimum' && quote
      ? transferMinimumMessage(quote, t, format)
      : null;
  const toError = errors.to ?? (refusal === 'same_platform' ? { message: refusal } : undefined);

  const review = (body: TransferBody) => {
    if (!quote) return;
    if (quote.refusal) {
      form.refuse(quote.refusal === 'same_platform' ? 'to' : 'amount', 'quote', quote.refusal);
    } else {
      // Only the KRW rate moves a transfer's figures; the one this preview used travels with the
      // request, so a change meanwhile is 409 rate_changed rather than figures never shown.
      form.open(krwInvolved ? { ...body, rate: rateToNumber(quote.rate) } : body);
    }
  };

  const platformOptions = (
    <>
      <option value="">{t('choose')}</option>
      {info.platforms.map((platform) => (
        <option key={platform.name} value={platform.name}>
          {platformAccountLabel(platform.name, platform.platformId)}
        </option>
      ))}
    </>
  );

  return (
    <form {...form.formProps(t('transfer.title'), review)}>
      <BalanceSummary info={info} />
      {form.alert ? <ErrorNotice message={form.alert} /> : null}
      <SelectField label={t('transfer.direction')} {...register('direction')}>
        {TRANSFER_DIRECTIONS.map((value) => (
          <option key={value} value={value}>
            {t(`direction.${value}`)}
          </option>
        ))}
      </SelectField>
      {choosesFrom(direction) ? (
        <SelectField
          label={t('transfer.from')}
          error={fieldMessage('platform', errors.from)}
          {...register('from')}
        >
          {platformOptions}
        </SelectField>
      ) : (
        <TextField label={t('transfer.from')} value={`${t('wallet')} (USD)`} readOnly />
      )}
      {choosesTo(direction) ? (
        <SelectField
          label={t('transfer.to')}
          error={fieldMessage('platform', toError)}
          {...register('to')}
        >
          {platformOptions}
        </SelectField>
      ) : (
        <TextField label={t('transfer.to')} value={`${t('wallet')} (USD)`} readOnly />
      )}
      <TextField
        label={t('transfer.amount', { currency: currency ?? 'USD' })}
        hint={t('transfer.krwMinimum')}
        inputMode={currency === 'KRW' ? 'numeric' : 'decimal'}
        autoComplete="off"
        error={
          minimumMessage ??
          fieldMessage(
            'amount',
            amountError,
            transferAmountParams(
              places,
              format.formatAmount(info.balance ?? 0, 'USD'),
              form.limits,
              format,
            ),
          )
        }
        {...register('amount')}
      />
      {rateMissing ? (
        <ErrorNotice message={t('fieldErrors.rateUnavailable', { currency: 'KRW' })} />
      ) : null}
      <div className="money-form__aside">
        <TransferPreview quote={quote} />
      </div>
      <TextAreaField
        label={t('transfer.userMemo')}
        maxLength={200}
        error={fieldMessage('text', errors.userMemo)}
        {...register('userMemo')}
      />
      <Button type="submit" disabled={form.busy || rateMissing}>
        {t('transfer.submit')}
      </Button>
      {form.reviewed && reviewed ? (
        <ConfirmRequestDialog
          title={t('transfer.confirmTitle')}
          text={t('transfer.confirmText')}
          figures={[
            { label: t('figures.direction'), value: t(`direction.${reviewed.direction}`) },
            { label: t('figures.from'), value: placeName(reviewed.from, t) },
            { label: t('figures.to'), value: placeName(reviewed.to, t) },
            ...transferFigures(reviewed, t, format),
            ...(reviewedMemo ? [{ label: t('figures.userMemo'), value: reviewedMemo }] : []),
          ]}
          confirmLabel={t('transfer.confirm')}
          {...form.confirmProps}
        />
      ) : null}
    </form>
  );
}

import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateAnswer, MoneyRequest, UserInfo } from '@wallet/shared/domain';
import { Button, ErrorNotice, SelectField, TextField } from '@wallet/shared/ui';
import { formResolver } from '../../../lib/forms';
import {
  ConfirmRequestDialog,
  DepositAddressPanel,
  formatAmount,
  platformAccountLabel,
  useDepositAddressAvailable,
  useMoneyFieldMessage,
  useMoneyRequestFlow,
  useMoneyLimits,
} from '../../../lib/money';
import { useCreateRechargeMutation, type RechargeBody } from '../api';
import { platformQuoteOf } from '../platform-quote';
import { EMPTY_RECHARGE, rechargeFormSchema, type RechargeFormValues } from '../trade-forms';
import { PlatformOptions } from './PlatformOptions';

const resolver = formResolver<RechargeFormValues, RechargeBody>(rechargeFormSchema);

export interface PlatformRechargeFormProps {
  info: UserInfo;
  rates: ExchangeRateAnswer | undefined;
  onCreated: (request: MoneyRequest) => void;
}

/**
 * A registered platform, the amount in its currency and who pays it; the deposit address of that
 * currency shows where to send it.
 */
export function PlatformRechargeForm({ info, rates, onCreated }: PlatformRechargeFormProps) {
  const { t } = useTranslation('money');
  const limits = useMoneyLimits();
  const fieldMessage = useMoneyFieldMessage();
  const [createRecharge] = useCreateRechargeMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<RechargeFormValues, unknown, RechargeBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_RECHARGE,
  });
  const flow = useMoneyRequestFlow<RechargeFormValues, RechargeBody>({
    send: (body, idempotencyKey) => createRecharge({ body, idempotencyKey }).unwrap(),
    setError,
    fieldOf: {
      amount_below_minimum: 'amount',
      amount_above_maximum: 'amount',
      platform_not_registered: 'platform',
      deposit_address_unavailable: 'platform',
    },
    fieldNames: Object.keys(EMPTY_RECHARGE),
    onCreated,
  });

  const [platformValue, amountText] = useWatch({ control, name: ['platform', 'amount'] });
  const { platform, currency, quote, params } = platformQuoteOf(
    platformValue,
    amountText,
    rates,
    limits,
  );
  const addressAvailable = useDepositAddressAvailable(currency);
  const refusal = quote?.refusal && (touchedFields.amount || isSubmitted) ? quote.refusal : null;

  const review = (body: RechargeBody) => {
    if (quote?.refusal) {
      setError('amount', { type: 'quote', message: quote.refusal }, { shouldFocus: true });
    } else if (addressAvailable === false) {
      setError(
        'platform',
        { type: 'address', message: 'deposit_address_unavailable' },
        { shouldFocus: true },
      );
    } else {
      flow.open(body);
    }
  };

  const platformId = info.platforms.find((p) => p.name === platform)?.platformId ?? '';
  return (
    <form
      className="money-form"
      aria-label={t('trade.recharge.title')}
      noValidate
      onSubmit={(event) => void handleSubmit(review)(event)}
    >
      {flow.alert ? <ErrorNotice message={flow.alert} /> : null}
      <SelectField
        label={t('trade.platform')}
        error={fieldMessage('platform', errors.platform, { currency: currency ?? '' })}
        {...register('platform')}
      >
        <PlatformOptions platforms={info.platforms} />
      </SelectField>
      <TextField
        label={t('trade.amount', { currency: currency ?? 'USD' })}
        hint={currency === 'KRW' ? t('trade.minimumKrw') : t('trade.minimumUsd')}
        inputMode={currency === 'KRW' ? 'numeric' : 'decimal'}
        autoComplete="off"
        error={fieldMessage(
          'amount',
          errors.amount ?? (refusal ? { message: refusal } : undefined),
          params,
        )}
        {...register('amount')}
      />
      <div className="money-form__aside">
        {currency ? <DepositAddressPanel currency={currency} /> : null}
      </div>
      <TextField
        label={t('trade.recharge.depositorName')}
        hint={t('trade.recharge.depositorNameHint')}
        autoComplete="name"
        error={fieldMessage('text', errors.depositorName)}
        {...register('depositorName')}
      />
      <TextField
        label={t('trade.recharge.txId')}
        hint={t('trade.recharge.txIdHint')}
        autoComplete="off"
        spellCheck={false}
        error={fieldMessage('text', errors.txId)}
        {...register('txId')}
      />
      <Button type="submit" disabled={flow.busy}>
        {t('trade.recharge.submit')}
      </Button>
      {flow.review && platform && currency ? (
        <ConfirmRequestDialog
          title={t('trade.recharge.confirmTitle')}
          text={t('trade.recharge.confirmText')}
          figures={[
            { label: t('figures.platform'), value: platformAccountLabel(platform, platformId) },
            { label: t('figures.amount'), value: formatAmount(flow.review.amount, currency) },
            { label: t('figures.depositorName'), value: flow.review.depositorName ?? '' },
            ...(flow.review.txId ? [{ label: t('figures.txId'), value: flow.review.txId }] : []),
          ]}
          confirmLabel={t('trade.recharge.confirm')}
          busy={flow.busy}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.close}
        />
      ) : null}
    </form>
  );
}

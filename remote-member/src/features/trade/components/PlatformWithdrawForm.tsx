import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateAnswer, MoneyRequest, UserInfo } from '@wallet/shared/domain';
import { Button, ErrorNotice, SelectField, TextField } from '@wallet/shared/ui';
import { formResolver } from '../../../lib/forms';
import {
  ConfirmRequestDialog,
  formatAmount,
  payoutAccountFor,
  PayoutAccountPanel,
  platformAccountLabel,
  useMoneyFieldMessage,
  useMoneyRequestFlow,
  useMoneyLimits,
} from '../../../lib/money';
import { useCreatePlatformWithdrawalMutation, type PlatformWithdrawalBody } from '../api';
import { platformQuoteOf } from '../platform-quote';
import {
  EMPTY_PLATFORM_WITHDRAW,
  platformWithdrawFormSchema,
  type PlatformWithdrawFormValues,
} from '../trade-forms';
import { PlatformOptions } from './PlatformOptions';

const resolver = formResolver<PlatformWithdrawFormValues, PlatformWithdrawalBody>(
  platformWithdrawFormSchema,
);

export interface PlatformWithdrawFormProps {
  info: UserInfo;
  rates: ExchangeRateAnswer | undefined;
  onCreated: (request: MoneyRequest) => void;
}

/**
 * A registered platform, the amount of chips in its currency and the withdrawal password; the
 * payout account (in the member's own name) the cash goes to.
 */
export function PlatformWithdrawForm({ info, rates, onCreated }: PlatformWithdrawFormProps) {
  const { t } = useTranslation('money');
  const limits = useMoneyLimits();
  const fieldMessage = useMoneyFieldMessage();
  const [createWithdrawal] = useCreatePlatformWithdrawalMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<PlatformWithdrawFormValues, unknown, PlatformWithdrawalBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_PLATFORM_WITHDRAW,
  });
  const flow = useMoneyRequestFlow<PlatformWithdrawFormValues, PlatformWithdrawalBody>({
    send: (body, idempotencyKey) => createWithdrawal({ body, idempotencyKey }).unwrap(),
    setError,
    fieldOf: {
      amount_below_minimum: 'amount',
      amount_above_maximum: 'amount',
      platform_not_registered: 'platform',
      payout_account_required: 'platform',
      money_password_incorrect: 'moneyPassword',
    },
    fieldNames: Object.keys(EMPTY_PLATFORM_WITHDRAW),
    onCreated,
  });

  const [platformValue, amountText] = useWatch({ control, name: ['platform', 'amount'] });
  const { platform, currency, quote, params } = platformQuoteOf(
    platformValue,
    amountText,
    rates,
    limits,
  );
  const payoutMissing = currency !== null && payoutAccountFor(info, currency) === null;
  const refusal = quote?.refusal && (touchedFields.amount || isSubmitted) ? quote.refusal : null;

  const review = (body: PlatformWithdrawalBody) => {
    if (payoutMissing) {
      setError(
        'platform',
        { type: 'payout', message: 'payout_account_required' },
        { shouldFocus: true },
      );
    } else if (quote?.refusal) {
      setError('amount', { type: 'quote', message: quote.refusal }, { shouldFocus: true });
    } else {
      flow.open(body);
    }
  };

  const platformId = info.platforms.find((p) => p.name === platform)?.platformId ?? '';
  return (
    <form
      className="money-form"
      aria-label={t('trade.withdraw.title')}
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
        {currency ? <PayoutAccountPanel info={info} currency={currency} /> : null}
      </div>
      <TextField
        label={t('trade.withdraw.moneyPassword')}
        hint={t('trade.withdraw.moneyPasswordHint')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
      <Button type="submit" disabled={flow.busy}>
        {t('trade.withdraw.submit')}
      </Button>
      {flow.review && platform && currency ? (
        <ConfirmRequestDialog
          title={t('trade.withdraw.confirmTitle')}
          text={t('trade.withdraw.confirmText')}
          figures={[
            { label: t('figures.platform'), value: platformAccountLabel(platform, platformId) },
            { label: t('figures.amount'), value: formatAmount(flow.review.amount, currency) },
          ]}
          confirmLabel={t('trade.withdraw.confirm')}
          busy={flow.busy}
          onConfirm={() => void flow.confirm()}
          onCancel={flow.close}
        />
      ) : null}
    </form>
  );
}

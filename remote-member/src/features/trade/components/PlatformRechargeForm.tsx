import type { UserInfo } from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';
import { Button, Card, ErrorNotice, TextField } from '@wallet/shared/ui';
import {
  ConfirmRequestDialog,
  DepositAddressPanel,
  platformAccountLabel,
  useDepositAddressAvailable,
  useMoneyForm,
  type MoneyFormProps,
} from '../../../lib/money';
import { useCreateRechargeMutation, type RechargeBody } from '../api';
import { platformQuoteOf } from '../platform-quote';
import { EMPTY_RECHARGE, rechargeFormSchema } from '../trade-forms';
import { PlatformAmountFields } from './PlatformAmountFields';

export interface PlatformRechargeFormProps extends MoneyFormProps {
  info: UserInfo;
}

/**
 * A registered platform, the amount in its currency and who pays it; the deposit address of that
 * currency shows where to send it.
 */
export function PlatformRechargeForm({ info, rates, onCreated }: PlatformRechargeFormProps) {
  const [createRecharge] = useCreateRechargeMutation();
  const format = useFormat();
  const form = useMoneyForm({
    schema: rechargeFormSchema,
    defaultValues: EMPTY_RECHARGE,
    draft: 'platform-recharge',
    watch: ['platform', 'amount'],
    quote: (values, limits) =>
      platformQuoteOf(values.platform, values.amount, rates, limits, format),
    create: createRecharge,
    fieldOf: {
      platform_not_registered: 'platform',
      deposit_address_unavailable: 'platform',
    },
    fieldNames: Object.keys(EMPTY_RECHARGE),
    onCreated,
  });
  const { t, fieldMessage, register, errors } = form;
  const { platform, currency, quote } = form.preview;
  const addressAvailable = useDepositAddressAvailable(currency);

  const review = (body: RechargeBody) => {
    if (quote?.refusal) {
      form.refuse('amount', 'quote', quote.refusal);
    } else if (addressAvailable === false) {
      form.refuse('platform', 'address', 'deposit_address_unavailable');
    } else {
      form.open(body);
    }
  };

  const platformId = info.platforms.find((p) => p.name === platform)?.platformId ?? '';
  return (
    <form {...form.formProps(t('trade.recharge.title'), review)}>
      {form.alert ? <ErrorNotice message={form.alert} /> : null}
      <PlatformAmountFields form={form} platforms={info.platforms} />
      <div className="money-form__aside">
        {currency ? (
          <DepositAddressPanel currency={currency} />
        ) : (
          <Card title={t('deposit.title')} className="money-panel">
            <p className="money-hint">{t('deposit.choosePlatform')}</p>
          </Card>
        )}
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
      <Button type="submit" disabled={form.busy}>
        {t('trade.recharge.submit')}
      </Button>
      {form.reviewed && platform && currency ? (
        <ConfirmRequestDialog
          title={t('trade.recharge.confirmTitle')}
          text={t('trade.recharge.confirmText')}
          figures={[
            { label: t('figures.platform'), value: platformAccountLabel(platform, platformId) },
            {
              label: t('figures.amount'),
              value: format.formatAmount(form.reviewed.amount, currency),
            },
            // Only what the body carries: both are optional.
            ...(form.reviewed.depositorName
              ? [{ label: t('figures.depositorName'), value: form.reviewed.depositorName }]
              : []),
            ...(form.reviewed.txId
              ? [{ label: t('figures.txId'), value: form.reviewed.txId }]
              : []),
          ]}
          confirmLabel={t('trade.recharge.confirm')}
          {...form.confirmProps}
        />
      ) : null}
    </form>
  );
}

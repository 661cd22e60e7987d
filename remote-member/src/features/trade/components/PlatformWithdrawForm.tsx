import type { UserInfo } from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';
import { Button, Card, ErrorNotice } from '@wallet/shared/ui';
import {
  ConfirmRequestDialog,
  payoutAccountFor,
  PayoutAccountPanel,
  platformAccountLabel,
  useMoneyForm,
  type MoneyFormProps,
} from '../../../lib/money';
import { MoneyPasswordField } from '../../../lib/forms';
import { useCreatePlatformWithdrawalMutation, type PlatformWithdrawalBody } from '../api';
import { platformQuoteOf } from '../platform-quote';
import { EMPTY_PLATFORM_WITHDRAW, platformWithdrawFormSchema } from '../trade-forms';
import { PlatformAmountFields } from './PlatformAmountFields';

export interface PlatformWithdrawFormProps extends MoneyFormProps {
  info: UserInfo;
}

/**
 * A registered platform, the amount of chips in its currency and the withdrawal password; the
 * payout account (in the member's own name) the cash goes to.
 */
export function PlatformWithdrawForm({ info, rates, onCreated }: PlatformWithdrawFormProps) {
  const [createWithdrawal] = useCreatePlatformWithdrawalMutation();
  const format = useFormat();
  const form = useMoneyForm({
    schema: platformWithdrawFormSchema,
    defaultValues: EMPTY_PLATFORM_WITHDRAW,
    draft: 'platform-withdraw',
    watch: ['platform', 'amount'],
    quote: (values, limits) =>
      platformQuoteOf(values.platform, values.amount, rates, limits, format),
    create: createWithdrawal,
    fieldOf: {
      platform_not_registered: 'platform',
      payout_account_required: 'platform',
      money_password_incorrect: 'moneyPassword',
    },
    fieldNames: Object.keys(EMPTY_PLATFORM_WITHDRAW),
    onCreated,
  });
  const { t, fieldMessage, register, errors } = form;
  const { platform, currency, quote } = form.preview;
  const payoutMissing = currency !== null && payoutAccountFor(info, currency) === null;

  const review = (body: PlatformWithdrawalBody) => {
    if (payoutMissing) {
      form.refuse('platform', 'payout', 'payout_account_required');
    } else if (quote?.refusal) {
      form.refuse('amount', 'quote', quote.refusal);
    } else {
      form.open(body);
    }
  };

  const platformId = info.platforms.find((p) => p.name === platform)?.platformId ?? '';
  return (
    <form {...form.formProps(t('trade.withdraw.title'), review)}>
      {form.alert ? <ErrorNotice message={form.alert} /> : null}
      <PlatformAmountFields form={form} platforms={info.platforms} />
      <div className="money-form__aside">
        {currency ? (
          <PayoutAccountPanel info={info} currency={currency} />
        ) : (
          <Card title={t('payout.title')} className="money-panel">
            <p className="money-hint">{t('payout.choosePlatform')}</p>
          </Card>
        )}
      </div>
      <MoneyPasswordField
        label={t('trade.withdraw.moneyPassword')}
        hint={t('trade.withdraw.moneyPasswordHint')}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
      <Button type="submit" disabled={form.busy}>
        {t('trade.withdraw.submit')}
      </Button>
      {form.reviewed && platform && currency ? (
        <ConfirmRequestDialog
          title={t('trade.withdraw.confirmTitle')}
          text={t('trade.withdraw.confirmText')}
          figures={[
            { label: t('figures.platform'), value: platformAccountLabel(platform, platformId) },
            {
              label: t('figures.amount'),
              value: format.formatAmount(form.reviewed.amount, currency),
            },
          ]}
          confirmLabel={t('trade.withdraw.confirm')}
          {...form.confirmProps}
        />
      ) : null}
    </form>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { MoneyRequestPage, type MoneyRequestFormContext } from '../../../lib/money';

export interface TradePageProps {
  title: string;
  intro: string;
  form: (context: MoneyRequestFormContext) => ReactNode;
}

/**
 * The frame both platform trade pages share: the pending request if any, else the form, which
 * needs a registered platform account (docs/product.md §12).
 */
export function TradePage({ title, intro, form }: TradePageProps) {
  const { t } = useTranslation('money');
  return (
    <MoneyRequestPage title={title} intro={intro}>
      {(context) =>
        context.info.platforms.length === 0 ? (
          <p role="status" className="money-notice">
            {t('trade.noPlatforms')}
          </p>
        ) : (
          form(context)
        )
      }
    </MoneyRequestPage>
  );
}

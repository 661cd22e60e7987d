import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateAnswer, MoneyRequest, UserInfo } from '@wallet/shared/domain';
import {
  MoneyPage,
  PendingRequestGate,
  useGetExchangeRateQuery,
  WithUserInfo,
} from '../../../lib/money';

export interface TradePageProps {
  title: string;
  intro: string;
  form: (props: {
    info: UserInfo;
    rates: ExchangeRateAnswer | undefined;
    onCreated: (request: MoneyRequest) => void;
  }) => ReactNode;
}

/**
 * The frame both platform trade pages share: the pending request if any, else the form, which
 * needs a registered platform account (docs/product.md §12).
 */
export function TradePage({ title, intro, form }: TradePageProps) {
  const { t } = useTranslation('money');
  const rates = useGetExchangeRateQuery();
  return (
    <MoneyPage title={title} intro={intro}>
      <PendingRequestGate>
        {(onCreated) => (
          <WithUserInfo>
            {(info) =>
              info.platforms.length === 0 ? (
                <p role="status" className="money-notice">
                  {t('trade.noPlatforms')}
                </p>
              ) : (
                form({ info, rates: rates.data, onCreated })
              )
            }
          </WithUserInfo>
        )}
      </PendingRequestGate>
    </MoneyPage>
  );
}

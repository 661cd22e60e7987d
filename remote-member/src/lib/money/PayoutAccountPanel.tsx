import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import {
  payoutAccountFor,
  payoutKindOf,
  type Currency,
  type UserInfo,
} from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
import { FigureList } from './FigureList';
import './money.css';

const MISSING = {
  bank: 'payout.missingBank',
  peso: 'payout.missingPeso',
  usdt: 'payout.missingUsdt',
} as const;

/**
 * The account a payout in `currency` goes to, always in the member's own name; when none is
 * registered, the way to My page (the server would refuse: payout_account_required).
 */
export function PayoutAccountPanel({ info, currency }: { info: UserInfo; currency: Currency }) {
  const { t } = useTranslation('money');
  const account = payoutAccountFor(info, currency);
  const kind = payoutKindOf(currency);
  return (
    <Card title={t('payout.title')} className="money-panel">
      {account ? (
        <>
          <FigureList
            figures={[
              {
                label: t(`payout.${kind}`),
                value: (
                  <>
                    {account.label ? `${account.label} ` : null}
                    <code>{account.account}</code>
                  </>
                ),
              },
              { label: t('payout.holder'), value: account.holder },
            ]}
          />
          <p className="money-hint">{t('payout.ownName')}</p>
        </>
      ) : (
        <div role="status" className="money-notice">
          <p>{t(MISSING[kind], { currency })}</p>
          <Link to="/mypage?tab=bank">{t('payout.mypage')}</Link>
        </div>
      )}
    </Card>
  );
}

import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { formatKstDateTime, NONE } from '@wallet/shared/domain';
import { Card, LinkedPlatformsTable } from '@wallet/shared/ui';
import type { AdminMemberDetail } from '../types';
import { PayoutAccounts } from './PayoutAccounts';

/** Profile with the payout accounts, wallet figures and linked platforms of one member. */
export function UserProfile({ user }: { user: AdminMemberDetail }) {
  const { t } = useTranslation('adminUsers');
  const { formatAmount } = useFormat();
  const amount = (value: number) => formatAmount(value, 'USD');
  const profile: Array<[string, string]> = [
    [t('columns.username'), user.username],
    [t('columns.realName'), user.realName],
    [t('columns.email'), user.email || NONE],
    [t('detail.phone'), user.phone || NONE],
    [t('columns.status'), t(`status.${user.status}`)],
    [t('detail.referralId'), user.referralId || NONE],
    [t('detail.recommender'), user.recommender ?? NONE],
    [t('detail.createdAt'), formatKstDateTime(user.createdAt)],
  ];
  return (
    <div className="user-detail__grid">
      <Card title={t('detail.profile')}>
        <dl>
          {profile.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <PayoutAccounts user={user} />
      </Card>
      <div>
        <Card title={t('detail.money')}>
          <dl>
            <dt>{t('detail.balance')}</dt>
            <dd data-testid="user-balance">{amount(user.balance)}</dd>
            <dt>{t('detail.held')}</dt>
            <dd data-testid="user-held">{amount(user.held)}</dd>
          </dl>
        </Card>
        <Card title={t('detail.platforms')}>
          <LinkedPlatformsTable
            platforms={user.platforms}
            labels={{
              platform: t('detail.platform'),
              platformId: t('detail.platformId'),
              none: t('detail.noPlatforms'),
            }}
          />
        </Card>
      </div>
    </div>
  );
}

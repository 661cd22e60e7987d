import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { NONE, type UserInfo } from '@wallet/shared/domain';
import { LinkedPlatformsTable } from '@wallet/shared/ui';
import { WithUserInfo } from '../../../lib/money';

/** The member's profile, read-only: who they are, their referral id, warnings, platforms, money. */
export function BasicInfoTab() {
  return <WithUserInfo>{(info) => <BasicInfo data={info} />}</WithUserInfo>;
}

function BasicInfo({ data }: { data: UserInfo }) {
  const { t } = useTranslation('account');
  const { formatAmount } = useFormat();
  const amount = (value: number | null) => formatAmount(value, 'USD');
  const rows: Array<[string, string, string]> = [
    ['username', t('mypage.info.username'), data.username],
    ['realName', t('mypage.info.realName'), data.realName],
    ['phone', t('mypage.info.phone'), data.phone || NONE],
    ['email', t('mypage.info.email'), data.email || NONE],
    ['referralId', t('mypage.info.referralId'), data.referralId],
    ['recommender', t('mypage.info.recommender'), data.recommender ?? NONE],
    [
      'warnings',
      t('mypage.info.warnings'),
      t('mypage.info.warningsValue', { count: data.warnings }),
    ],
    ['balance', t('mypage.info.balance'), amount(data.balance)],
    ['held', t('mypage.info.held'), amount(data.held)],
  ];

  return (
    <div className="mypage__info">
      <dl className="mypage__facts">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`mypage-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('mypage.info.platforms')}</h2>
      <LinkedPlatformsTable
        className="mypage__table"
        platforms={data.platforms}
        labels={{
          platform: t('mypage.info.platformColumn'),
          platformId: t('mypage.info.platformIdColumn'),
          none: t('mypage.info.noPlatforms'),
        }}
      />
    </div>
  );
}

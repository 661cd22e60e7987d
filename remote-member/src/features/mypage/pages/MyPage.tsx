import { useTranslation } from '@wallet/shared/i18n';
import { useSearchParams } from '@wallet/shared/router';
import { Tabs, type TabItem } from '@wallet/shared/ui';
import { BankInfoTab } from '../components/BankInfoTab';
import { BasicInfoTab } from '../components/BasicInfoTab';
import { MoneyPasswordTab } from '../components/MoneyPasswordTab';
import { PasswordTab } from '../components/PasswordTab';
import '../mypage.css';

const TAB_KEYS = ['info', 'password', 'money-password', 'bank'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => TAB_KEYS.some((key) => key === value);

/** /mypage: basic info, change password, withdrawal password, bank info. The tab is in the URL. */
export default function MyPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : 'info';

  const tabs: ReadonlyArray<TabItem<TabKey>> = [
    { key: 'info', label: t('mypage.tabs.info'), render: () => <BasicInfoTab /> },
    { key: 'password', label: t('mypage.tabs.password'), render: () => <PasswordTab /> },
    {
      key: 'money-password',
      label: t('mypage.tabs.moneyPassword'),
      render: () => <MoneyPasswordTab />,
    },
    { key: 'bank', label: t('mypage.tabs.bank'), render: () => <BankInfoTab /> },
  ];

  return (
    <section className="mypage" aria-labelledby="mypage-title">
      <h1 id="mypage-title">{t('mypage.title')}</h1>
      <Tabs
        label={t('mypage.tabsLabel')}
        tabs={tabs}
        selected={selected}
        onSelect={(key) => setParams(key === 'info' ? {} : { tab: key }, { replace: true })}
      />
    </section>
  );
}

import { useTranslation } from '@wallet/shared/i18n';
import { NavLink } from '@wallet/shared/router';
import { ALL_REQUESTS_PATH, HISTORY_PATH, TRADE_PAGES } from './trade-pages';

/**
 * Between the five trade request pages (the top bar's "Trade requests" opens the first), every
 * request together, and the processed transactions. The current page is marked for assistive technology by NavLink.
 */
export function TradeNav() {
  const { t } = useTranslation('adminMoney');
  return (
    <nav className="money-admin__subnav" aria-label={t('trade.nav')}>
      <ul>
        {TRADE_PAGES.map(({ kind, path }) => (
          <li key={kind}>
            <NavLink to={path}>{t(`kinds.${kind}`)}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={ALL_REQUESTS_PATH}>{t('trade.allTitle')}</NavLink>
        </li>
        <li>
          <NavLink to={HISTORY_PATH}>{t('history.title')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

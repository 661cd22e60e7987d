import { useTranslation } from '@wallet/shared/i18n';
import { NavLink } from '@wallet/shared/router';
import { MANAGEMENT_PAGES } from '../management-pages';

/**
 * Between the Management pages. The top bar's "Management" opens deposit addresses; the shell's
 * bar is not this remote's to extend, so the other pages are reached from here.
 */
export function ManagementNav() {
  const { t } = useTranslation('adminMoney');
  return (
    <nav className="money-admin__subnav" aria-label={t('management.nav')}>
      <ul>
        {MANAGEMENT_PAGES.map(({ key, path }) => (
          <li key={key}>
            <NavLink to={path}>{t(`management.links.${key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useLogout } from '../../features/auth';

/** The back office's top bar, in the order product-spec §2 gives. */
const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'nav.home' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/messages/sent', label: 'nav.messages' },
  { to: '/admin/trade/wallet-charge', label: 'nav.trade' },
  { to: '/admin/requests', label: 'nav.requests' },
  { to: '/admin/deposit-addresses', label: 'nav.management' },
  { to: '/admin/inquiry', label: 'nav.support' },
] as const;

export function AdminTopBar() {
  const { t } = useTranslation('admin');
  const logout = useLogout('admin');
  return (
    <header className="admin-bar">
      <p className="admin-bar__brand">{t('brand')}</p>
      <nav aria-label={t('nav.label')}>
        <ul className="admin-bar__links">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{t(link.label)}</NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="admin-bar__logout" onClick={logout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <LanguageSelect />
    </header>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { NavLink } from '@wallet/shared/router';
import { BrandMark } from '@wallet/shared/ui';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useLogout } from '../../features/auth';

/** The back office's top bar links, in the order the original site had them. */
const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'nav.home' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/messages/sent', label: 'nav.messages' },
  { to: '/admin/trade/wallet-charge', label: 'nav.trade' },
  { to: '/admin/requests', label: 'nav.requests' },
  { to: '/admin/deposit-addresses', label: 'nav.management' },
  { to: '/admin/inquiry', label: 'nav.support' },
] as const;

/**
 * One line on a wide screen in every language (1280 px included); wherever the links would not
 * fit on one line (below 78em, about 1,250 px) they fold behind a menu button, so the bar never
 * makes the page scroll sideways.
 */
export function AdminTopBar() {
  const { t } = useTranslation(['admin', 'common']);
  const logout = useLogout('admin');
  const navId = useId();
  const [open, setOpen] = useState(false);
  return (
    <header className="admin-bar">
      <p className="admin-bar__brand">
        <BrandMark size={24} />
        {t('brand')}
      </p>
      <button
        type="button"
        className="admin-bar__menu-button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((now) => !now)}
      >
        <span aria-hidden="true" className="admin-bar__menu-icon" />
        <span className="visually-hidden">{t('common:header.menuButton')}</span>
      </button>
      <nav
        id={navId}
        aria-label={t('nav.label')}
        className={open ? 'admin-bar__nav admin-bar__nav--open' : 'admin-bar__nav'}
        onClick={(event) => {
          if ((event.target as Element).closest('a, button')) setOpen(false);
        }}
      >
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

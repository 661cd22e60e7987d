import { useTranslation } from '@wallet/shared/i18n';
import { NavLink } from '@wallet/shared/router';

/** The customer center's pages: the top bar's "Customer center" opens the inquiries. */
export const SUPPORT_PAGES = [
  { key: 'inquiries', path: '/admin/inquiry' },
  { key: 'notices', path: '/admin/notice' },
] as const;

/** Between the inquiries and the notices; the current page is marked by NavLink. */
export function SupportNav() {
  const { t } = useTranslation('adminSupport');
  return (
    <nav className="money-admin__subnav" aria-label={t('supportNav.label')}>
      <ul>
        {SUPPORT_PAGES.map(({ key, path }) => (
          <li key={key}>
            <NavLink to={path}>{t(`supportNav.${key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

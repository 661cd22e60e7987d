import { useTranslation } from '@wallet/shared/i18n';
import { NavLink } from '@wallet/shared/router';

/**
 * Between the message pages. The top bar's "Messages" opens the sent list; the templates page
 * belongs to its own feature and is linked by its path.
 */
const MESSAGE_PAGES = [
  { key: 'sent', path: '/admin/messages/sent' },
  { key: 'send', path: '/admin/messages/send' },
  { key: 'templates', path: '/admin/messages/templates' },
] as const;

export function MessagesNav() {
  const { t } = useTranslation('adminSupport');
  return (
    <nav className="money-admin__subnav" aria-label={t('messages.nav')}>
      <ul>
        {MESSAGE_PAGES.map(({ key, path }) => (
          <li key={key}>
            <NavLink to={path}>{t(`messages.links.${key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

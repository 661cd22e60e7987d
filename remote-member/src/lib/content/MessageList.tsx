import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import type { InboxMessage } from '@wallet/shared/domain';
import { KstDate } from './KstDate';
import './content.css';

/**
 * Inbox rows: the subject (a link to the message), read or unread in words as well as in weight
 * and a mark, and the date. A list, not a table, so it reads on a phone as it does on a desk.
 */
export function MessageList({ rows, label }: { rows: readonly InboxMessage[]; label: string }) {
  const { t } = useTranslation('support');
  return (
    <ul className="content-list" aria-label={label}>
      {rows.map((message) => (
        <li
          key={message.id}
          className={
            message.read ? 'content-list__item' : 'content-list__item content-list__item--unread'
          }
        >
          <Link className="content-list__title" to={`/messages/${message.id}`}>
            {message.subject}
          </Link>
          <p className="content-list__meta">
            <span className={message.read ? 'content-tag' : 'content-tag content-tag--strong'}>
              {message.read ? t('inbox.read') : t('inbox.unread')}
            </span>
            <KstDate iso={message.date} />
          </p>
        </li>
      ))}
    </ul>
  );
}

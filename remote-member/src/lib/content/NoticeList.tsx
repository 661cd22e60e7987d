import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import type { Notice } from '@wallet/shared/domain';
import { KstDate } from './KstDate';
import './content.css';

/** Notice rows in the server's order (pinned first): a "Pinned" mark, the title as a link, the date. */
export function NoticeList({ rows, label }: { rows: readonly Notice[]; label: string }) {
  const { t } = useTranslation('support');
  return (
    <ul className="content-list" aria-label={label}>
      {rows.map((notice) => (
        <li
          key={notice.id}
          className={
            notice.pinned ? 'content-list__item content-list__item--pinned' : 'content-list__item'
          }
        >
          <p className="content-list__heading">
            {notice.pinned ? (
              <span className="content-tag content-tag--strong">{t('notices.pinned')}</span>
            ) : null}
            <Link className="content-list__title" to={`/support/notice/${notice.id}`}>
              {notice.title}
            </Link>
          </p>
          <p className="content-list__meta">
            <KstDate iso={notice.created_at} />
          </p>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type Notice } from '@wallet/shared/domain';
import { RowActions } from '../../../lib/RowActions';

export interface NoticeTableProps {
  notices: Notice[];
  busy: boolean;
  onDelete: (notice: Notice) => void;
}

/** One page of notices, pinned first; Edit opens the notice's page, Delete asks first. */
export function NoticeTable({ notices, busy, onDelete }: NoticeTableProps) {
  const { t } = useTranslation('adminSupport');
  const columns = {
    createdAt: t('notices.columns.createdAt'),
  };
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table admin-stack">
        <caption className="visually-hidden">{t('notices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('notices.columns.title')}</th>
            <th scope="col">{columns.createdAt}</th>
            <th scope="col">{t('notices.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => (
            <tr key={notice.id}>
              <th scope="row" className="admin-wrap">
                {notice.pinned ? (
                  <span className="money-admin__badge">{t('notices.pinned')}</span>
                ) : null}
                {notice.title}
              </th>
              <td data-label={columns.createdAt}>{formatKstDateTime(notice.created_at)}</td>
              <td>
                <RowActions
                  busy={busy}
                  actions={[
                    {
                      key: 'edit',
                      label: t('notices.edit'),
                      name: t('notices.actionOn', {
                        action: t('notices.edit'),
                        title: notice.title,
                      }),
                      to: `/admin/notices/${notice.id}/edit`,
                    },
                    {
                      key: 'delete',
                      label: t('notices.delete'),
                      name: t('notices.actionOn', {
                        action: t('notices.delete'),
                        title: notice.title,
                      }),
                      danger: true,
                      onClick: () => onDelete(notice),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

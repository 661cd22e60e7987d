import { useTranslation } from '@wallet/shared/i18n';
import { formatKstDateTime, type Notice } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import { RowActions } from '../../../lib/RowActions';

export interface NoticeTableProps {
  notices: Notice[];
  busy: boolean;
  onDelete: (notice: Notice) => void;
}

/** One page of notices, pinned first; Edit opens the notice's page, Delete asks first. */
export function NoticeTable({ notices, busy, onDelete }: NoticeTableProps) {
  const { t } = useTranslation('adminSupport');
  const actionOn = (action: string, notice: Notice) =>
    t('notices.actionOn', { action, title: notice.title });
  return (
    <DataTable
      caption={t('notices.caption')}
      rows={notices}
      rowKey={(notice) => notice.id}
      columns={[
        {
          key: 'title',
          header: t('notices.columns.title'),
          rowHeader: true,
          wrap: true,
          cell: (notice) => (
            <>
              {notice.pinned ? (
                <span className="money-admin__badge">{t('notices.pinned')}</span>
              ) : null}
              {notice.title}
            </>
          ),
        },
        {
          key: 'createdAt',
          header: t('notices.columns.createdAt'),
          cell: (notice) => formatKstDateTime(notice.created_at),
        },
      ]}
      actions={{
        header: t('notices.columns.actions'),
        cell: (notice) => (
          <RowActions
            busy={busy}
            actions={[
              {
                key: 'edit',
                label: t('notices.edit'),
                name: actionOn(t('notices.edit'), notice),
                to: `/admin/notices/${notice.id}/edit`,
              },
              {
                key: 'delete',
                label: t('notices.delete'),
                name: actionOn(t('notices.delete'), notice),
                danger: true,
                onClick: () => onDelete(notice),
              },
            ]}
          />
        ),
      }}
    />
  );
}

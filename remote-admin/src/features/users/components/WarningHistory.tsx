import { useTranslation } from '@wallet/shared/i18n';
import { formatKstDateTime } from '@wallet/shared/domain';
import { Card, DataTable, EmptyState } from '@wallet/shared/ui';
import type { AdminMemberDetail } from '../types';

/** The live warning count and every warning given, with its reason (kept after clearing). */
export function WarningHistory({ user }: { user: AdminMemberDetail }) {
  const { t } = useTranslation('adminUsers');
  const history = user.warningHistory;
  return (
    <Card title={t('detail.warnings')}>
      <p data-testid="user-warnings">{t('detail.warningsCount', { count: user.warnings })}</p>
      <h3>{t('detail.history')}</h3>
      {history.length === 0 ? (
        <EmptyState message={t('detail.noHistory')} />
      ) : (
        <DataTable
          caption={t('detail.history')}
          rows={history}
          rowKey={(warning) => warning.id}
          columns={[
            {
              key: 'givenAt',
              header: t('detail.warnedAt'),
              rowHeader: true,
              cell: (warning) => formatKstDateTime(warning.givenAt),
            },
            {
              key: 'reason',
              header: t('detail.reason'),
              wrap: true,
              cell: (warning) => warning.reason,
            },
            { key: 'by', header: t('detail.by'), cell: (warning) => warning.givenBy ?? '—' },
            {
              key: 'clearedAt',
              header: t('detail.clearedAt'),
              cell: (warning) => (warning.clearedAt ? formatKstDateTime(warning.clearedAt) : '—'),
            },
          ]}
        />
      )}
    </Card>
  );
}

import { useTranslation } from '@wallet/shared/i18n';
import { AUDIT_ACTIONS, formatKstDateTime, type AuditEntry } from '@wallet/shared/domain';
import { DataTable, oneOf } from '@wallet/shared/ui';
import { AuditChange } from './AuditChange';
import { AuditTarget } from './AuditTarget';

/**
 * One page of the audit log, newest first. The action names the row, so on a phone each card is
 * headed by what was done, then who, when, to what, and the change under its own heading.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminSupport');
  return (
    <DataTable
      caption={t('audit.caption')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          key: 'at',
          header: t('audit.columns.at'),
          cell: (entry) => <span className="audit__time">{formatKstDateTime(entry.at)}</span>,
        },
        {
          key: 'actor',
          header: t('audit.columns.actor'),
          cell: (entry) => entry.actor ?? t('audit.system'),
        },
        {
          key: 'action',
          header: t('audit.columns.action'),
          rowHeader: true,
          cell: (entry) => {
            const action = oneOf(AUDIT_ACTIONS, entry.action);
            return action ? t(`audit.actions.${action}`) : entry.action;
          },
        },
        {
          key: 'target',
          header: t('audit.columns.target'),
          cell: (entry) => <AuditTarget entry={entry} />,
        },
        {
          key: 'change',
          header: t('audit.columns.change'),
          wrap: true,
          stacked: true,
          cell: (entry) => <AuditChange entry={entry} />,
        },
      ]}
    />
  );
}

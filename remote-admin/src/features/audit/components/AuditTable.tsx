import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUDIT_ACTIONS, formatKstDateTime, type AuditEntry } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import { NONE } from '../../../lib/money-format';
import { oneOf } from '../../../lib/use-list-params';
import { fieldChanges, targetPath, valueText } from '../changes';

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** One audited change: the fields that moved, and the whole record before and after on demand. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminSupport');
  const changes = fieldChanges(entry.before, entry.after);
  const shown = (value: unknown) => {
    const text = valueText(value);
    return text === null ? NONE : text === '' ? t('audit.emptyValue') : text;
  };
  const hasRecord = entry.before !== null || entry.after !== null;
  return (
    <>
      {changes.length === 0 ? (
        <p className="audit__none">{t('audit.noChange')}</p>
      ) : (
        <ul className="audit__changes">
          {changes.map(({ field, before, after }) => (
            <li key={field}>
              {field ? <code>{field}</code> : null}
              {field ? ': ' : null}
              {shown(before)} → {shown(after)}
            </li>
          ))}
        </ul>
      )}
      {hasRecord ? (
        <details className="audit__record">
          <summary>{t('audit.fullRecord')}</summary>
          <div className="audit__json">
            <div>
              <p>{t('audit.before')}</p>
              <pre>{json(entry.before)}</pre>
            </div>
            <div>
              <p>{t('audit.after')}</p>
              <pre>{json(entry.after)}</pre>
            </div>
          </div>
        </details>
      ) : null}
    </>
  );
}

/** One page of the audit log, newest first. */
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
          rowHeader: true,
          cell: (entry) => formatKstDateTime(entry.at),
        },
        {
          key: 'actor',
          header: t('audit.columns.actor'),
          cell: (entry) => entry.actor ?? t('audit.system'),
        },
        {
          key: 'action',
          header: t('audit.columns.action'),
          cell: (entry) => {
            const action = oneOf(AUDIT_ACTIONS, entry.action);
            return action ? t(`audit.actions.${action}`) : entry.action;
          },
        },
        {
          key: 'target',
          header: t('audit.columns.target'),
          cell: (entry) => {
            const path = targetPath(entry.target);
            return path ? <Link to={path}>{entry.target}</Link> : entry.target;
          },
        },
        {
          key: 'change',
          header: t('audit.columns.change'),
          wrap: true,
          cell: (entry) => <Change entry={entry} />,
        },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUDIT_ACTIONS, formatKstDateTime, type AuditEntry } from '@wallet/shared/domain';
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
  const columns = {
    actor: t('audit.columns.actor'),
    action: t('audit.columns.action'),
    target: t('audit.columns.target'),
    change: t('audit.columns.change'),
  };
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table admin-stack audit__table">
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.columns.at')}</th>
            <th scope="col">{columns.actor}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.target}</th>
            <th scope="col">{columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const action = oneOf(AUDIT_ACTIONS, entry.action);
            const path = targetPath(entry.target);
            return (
              <tr key={entry.id}>
                <th scope="row">{formatKstDateTime(entry.at)}</th>
                <td data-label={columns.actor}>{entry.actor ?? t('audit.system')}</td>
                <td data-label={columns.action}>
                  {action ? t(`audit.actions.${action}`) : entry.action}
                </td>
                <td data-label={columns.target}>
                  {path ? <Link to={path}>{entry.target}</Link> : entry.target}
                </td>
                <td data-label={columns.change} className="audit__change">
                  <Change entry={entry} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

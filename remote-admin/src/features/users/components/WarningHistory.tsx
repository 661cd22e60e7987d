import { useTranslation } from 'react-i18next';
import { formatKstDateTime } from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
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
        <p>{t('detail.noHistory')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('detail.warnedAt')}</th>
              <th scope="col">{t('detail.reason')}</th>
              <th scope="col">{t('detail.by')}</th>
              <th scope="col">{t('detail.clearedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((warning) => (
              <tr key={warning.id}>
                <td>{formatKstDateTime(warning.givenAt)}</td>
                <td className="user-detail__reason-cell">{warning.reason}</td>
                <td>{warning.givenBy ?? '—'}</td>
                <td>{warning.clearedAt ? formatKstDateTime(warning.clearedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

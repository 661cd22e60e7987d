import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MoneyRequest, MoneyRequestKind } from '@wallet/shared/domain';
import { Button } from '@wallet/shared/ui';
import { DECISIONS, type Decision } from '../decisions';
import { columnsFor, NUMERIC_FIGURES, type FigureKey } from '../figures';
import { useFigureText } from '../use-figure-text';
import { PayoutAccountDetails } from './PayoutAccountDetails';

export interface RequestsTableProps {
  kind: MoneyRequestKind | null;
  requests: MoneyRequest[];
  busy: boolean;
  onDecide: (request: MoneyRequest, decision: Decision) => void;
}

/** The requests of one page, with the columns of their kind and actions on pending rows. */
export function RequestsTable({ kind, requests, busy, onDecide }: RequestsTableProps) {
  const { t } = useTranslation('adminMoney');
  const { label, text } = useFigureText();
  const columns = columnsFor(kind);

  const cell = (request: MoneyRequest, key: FigureKey) => {
    if (key === 'member') {
      return (
        <Link to={`/admin/users?q=${encodeURIComponent(request.username)}`}>
          {request.username}
        </Link>
      );
    }
    if (key === 'payout') return <PayoutAccountDetails request={request} compact />;
    if (key === 'status') {
      return (
        <span className={`money-admin__status money-admin__status--${request.status}`}>
          {text(request, key)}
        </span>
      );
    }
    return text(request, key);
  };

  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table">
        <caption className="visually-hidden">
          {kind ? t(`trade.titles.${kind}`) : t('trade.allTitle')}
        </caption>
        <thead>
          <tr>
            {columns.map((key) => (
              <th
                key={key}
                scope="col"
                className={NUMERIC_FIGURES.has(key) ? 'money-admin__number' : undefined}
              >
                {label(key, kind)}
              </th>
            ))}
            <th scope="col">{t('decision.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className={`money-admin__row--${request.status}`}>
              {columns.map((key) =>
                key === 'id' ? (
                  <th key={key} scope="row">
                    {text(request, key)}
                  </th>
                ) : (
                  <td
                    key={key}
                    className={
                      NUMERIC_FIGURES.has(key)
                        ? 'money-admin__number'
                        : key.endsWith('Memo') || key === 'payout'
                          ? 'money-admin__memo'
                          : undefined
                    }
                  >
                    {cell(request, key)}
                  </td>
                ),
              )}
              <td>
                {request.status === 'pending' ? (
                  <div className="money-admin__row-actions">
                    {DECISIONS.map((decision) => (
                      <Button
                        key={decision}
                        variant={decision === 'approve' ? 'primary' : 'secondary'}
                        disabled={busy}
                        aria-label={t('decision.actionOn', {
                          action: t(`decision.${decision}`),
                          id: request.id,
                          username: request.username,
                        })}
                        onClick={() => onDecide(request, decision)}
                      >
                        {t(`decision.${decision}`)}
                      </Button>
                    ))}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

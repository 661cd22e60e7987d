import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { NONE, type MoneyRequest, type MoneyRequestKind } from '@wallet/shared/domain';
import { Button, DataTable, type DataColumn } from '@wallet/shared/ui';
import { DECISIONS, type Decision } from '../decisions';
import {
  columnsFor,
  detailFiguresFor,
  isWithdrawal,
  NUMERIC_FIGURES,
  type FigureKey,
} from '../figures';
import { useFigureText } from '../use-figure-text';
import { PayoutAccountDetails } from './PayoutAccountDetails';
import { RequestFigures } from './RequestSummary';
import '../requests.css';

export interface RequestsTableProps {
  kind: MoneyRequestKind | null;
  requests: MoneyRequest[];
  busy: boolean;
  /** The request decided last, marked so the eye finds it after the list has moved. */
  decidedId?: number | null;
  onDecide: (request: MoneyRequest, decision: Decision) => void;
}

/**
 * The requests of one page: the columns an administrator decides on, the rest in each row's
 * details, and Approve / Reject / Cancel on pending rows (Reject and Cancel in the danger style;
 * each asks for confirmation in a dialog), one compact group beside the figures they decide on.
 */
export function RequestsTable({
  kind,
  requests,
  busy,
  decidedId = null,
  onDecide,
}: RequestsTableProps) {
  const { t } = useTranslation('adminMoney');
  const { label, text } = useFigureText();

  const cell = (request: MoneyRequest, key: FigureKey) => {
    if (key === 'member') {
      return (
        <Link to={`/admin/users?q=${encodeURIComponent(request.username)}`}>
          {request.username}
        </Link>
      );
    }
    // Nothing is paid out on a charge or a transfer: on a phone's card the line is left out.
    if ((key === 'payout' || key === 'payoutAmount') && !isWithdrawal(request.kind)) {
      return <span className="requests__not-paid">{NONE}</span>;
    }
    if (key === 'payout') return <PayoutAccountDetails request={request} compact />;
    // A refused or cancelled withdrawal is owed nothing: no amount that reads as still to pay.
    if (
      key === 'payoutAmount' &&
      (request.status === 'rejected' || request.status === 'cancelled')
    ) {
      return <span className="requests__not-paid">{t('payout.notPaid')}</span>;
    }
    // What the administrator actually sends stands out from the other figures.
    if (key === 'payoutAmount') return <strong>{text(request, key)}</strong>;
    if (key === 'status') {
      return (
        <span className={`money-admin__status money-admin__status--${request.status}`}>
          {text(request, key)}
        </span>
      );
    }
    return text(request, key);
  };

  const columns: DataColumn<MoneyRequest>[] = columnsFor(kind).map((key) => ({
    key,
    header: label(key, kind),
    cell: (request) => cell(request, key),
    numeric: NUMERIC_FIGURES.has(key),
    wrap: key === 'payout' || key === 'depositor' || key === 'platformId',
    rowHeader: key === 'id',
  }));

  return (
    <div className="requests">
      {/* Nine columns and three buttons a row: a table only above 78em (1,248 px). */}
      <DataTable
        wide
        caption={kind ? t(`trade.titles.${kind}`) : t('trade.allTitle')}
        rows={requests}
        rowKey={(request) => request.id}
        columns={columns}
        rowClassName={(request) =>
          request.id === decidedId
            ? `money-admin__row--${request.status} requests__row--decided`
            : `money-admin__row--${request.status}`
        }
        details={{
          show: t('decision.details'),
          hide: t('decision.hideDetails'),
          label: (request) =>
            t('decision.detailsOf', { id: request.id, username: request.username }),
          cell: (request) => <RequestFigures request={request} keys={detailFiguresFor(request)} />,
        }}
        actions={{
          header: t('decision.actions'),
          cell: (request) =>
            request.status === 'pending'
              ? DECISIONS.map((decision) => (
                  <Button
                    key={decision}
                    variant={decision === 'approve' ? 'primary' : 'danger-quiet'}
                    className={decision === 'cancel' ? 'requests__cancel' : undefined}
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
                ))
              : null,
        }}
      />
    </div>
  );
}

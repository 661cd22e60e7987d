import type { TFunction } from 'i18next';
import type { MoneyRequest } from '@wallet/shared/domain';
import type { DataColumn } from '@wallet/shared/ui';
import type { Figure } from './FigureList';
import { KstTime } from './KstTime';
import { StatusBadge } from './StatusBadge';

const dash = '—';

/** When a request was approved, refused or cancelled; null while it waits. */
const decidedAt = (row: MoneyRequest) => (row.status === 'pending' ? null : row.processedAt);

/**
 * The columns every money history shares, written once: the request's type (the row's title on a
 * phone), status, the administrator's memo (a refusal's reason), and the request and decision
 * times (each says KST). The decision's column is neutral ("Decided") because the status beside it says
 * what was decided.
 */
export function historyColumns(t: TFunction<'money'>) {
  const kind: DataColumn<MoneyRequest> = {
    key: 'kind',
    header: t('figures.kind'),
    rowHeader: true,
    cell: (row) => t(`kind.${row.kind}`),
  };
  const status: DataColumn<MoneyRequest> = {
    key: 'status',
    header: t('figures.status'),
    cell: (row) => <StatusBadge status={row.status} />,
  };
  const memo: DataColumn<MoneyRequest> = {
    key: 'memo',
    header: t('figures.adminMemo'),
    wrap: true,
    cell: (row) => row.adminMemo ?? dash,
  };
  const requested: DataColumn<MoneyRequest> = {
    key: 'requested',
    header: t('figures.requested'),
    cell: (row) => <KstTime at={row.requestedAt} />,
  };
  const decided: DataColumn<MoneyRequest> = {
    key: 'decided',
    header: t('figures.decided'),
    cell: (row) => {
      const at = decidedAt(row);
      return at ? <KstTime at={at} /> : dash;
    },
  };
  return { kind, status, memo, requested, decided };
}

/**
 * The decision's time named by what happened ("Rejected on"), for a row's details where no
 * status stands beside it; null while the request waits.
 */
export function decisionFigure(row: MoneyRequest, t: TFunction<'money'>): Figure | null {
  const at = decidedAt(row);
  if (row.status === 'pending' || !at) return null;
  return { label: t(`history.decidedOn.${row.status}`), value: <KstTime at={at} /> };
}

import type { TFunction } from 'i18next';
import { formatKstDateTime, type MoneyRequest } from '@wallet/shared/domain';
import type { DataColumn } from '@wallet/shared/ui';
import { StatusBadge } from './StatusBadge';

const dash = '—';

/**
 * The columns every money history shares, written once: the request's type (the row's title on a
 * phone), status, the administrator's memo (a refusal's reason) and request and approval times (KST).
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
    header: t('figures.requestedAt'),
    cell: (row) => formatKstDateTime(row.requestedAt),
  };
  const approved: DataColumn<MoneyRequest> = {
    key: 'approved',
    header: t('figures.approvedAt'),
    cell: (row) =>
      row.status === 'completed' && row.processedAt ? formatKstDateTime(row.processedAt) : dash,
  };
  return { kind, status, memo, requested, approved };
}

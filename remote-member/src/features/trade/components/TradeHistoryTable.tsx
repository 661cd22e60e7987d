import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { PLATFORM_NAMES, type MoneyRequest, type Platform } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import { historyColumns } from '../../../lib/money';

const dash = '—';

/** The platform's name, and under it the member's id there (an id may break, the name not). */
function PlatformAccount({ platform, id }: { platform: Platform; id: string | null }) {
  return (
    <span className="money-account">
      <span className="money-account__name">{PLATFORM_NAMES[platform]}</span>{' '}
      {id ? <span className="money-account__id">{id}</span> : null}
    </span>
  );
}

/**
 * Platform recharges and withdrawals (both kinds share the list), key figures first: type, amount,
 * status, the platform account, then the request and decision times (KST) and the
 * administrator's memo (a refusal's reason).
 */
export function TradeHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  const { formatAmount } = useFormat();
  const shared = historyColumns(t);
  return (
    <DataTable
      caption={t('history.trade.table')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        shared.kind,
        {
          key: 'amount',
          header: t('figures.amount'),
          numeric: true,
          cell: (row) => formatAmount(row.amount, row.currency),
        },
        shared.status,
        {
          key: 'platform',
          header: t('figures.platform'),
          cell: (row) =>
            row.platform ? <PlatformAccount platform={row.platform} id={row.platformId} /> : dash,
        },
        shared.requested,
        shared.decided,
        shared.memo,
      ]}
    />
  );
}

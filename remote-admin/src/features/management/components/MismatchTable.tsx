import { useTranslation } from 'react-i18next';
import { type NumberFormats, type Reconciliation } from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';
import { DataTable } from '@wallet/shared/ui';

type Mismatch = Reconciliation['mismatches'][number];

/** Minor units as the server counts them, shown in the currency's major units. */
function major(
  minor: string,
  currency: Mismatch['currency'],
  { formatMinor }: NumberFormats,
): string {
  try {
    return formatMinor(BigInt(minor), currency);
  } catch {
    return `${minor} (${currency})`;
  }
}

/** What the ledger check found wrong: an entry that does not sum to zero, a balance that drifted. */
export function MismatchTable({ mismatches }: { mismatches: Mismatch[] }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  return (
    <DataTable
      caption={t('ledger.caption')}
      rows={mismatches}
      rowKey={(mismatch) => `${mismatch.type}:${mismatch.ref}:${mismatch.currency}`}
      columns={[
        {
          key: 'type',
          header: t('ledger.columns.type'),
          rowHeader: true,
          cell: (mismatch) => t(`ledger.types.${mismatch.type}`),
        },
        {
          key: 'ref',
          header: t('ledger.columns.ref'),
          wrap: true,
          cell: (mismatch) => mismatch.ref,
        },
        {
          key: 'expected',
          header: t('ledger.columns.expected'),
          numeric: true,
          cell: (mismatch) => major(mismatch.expected, mismatch.currency, format),
        },
        {
          key: 'actual',
          header: t('ledger.columns.actual'),
          numeric: true,
          cell: (mismatch) => major(mismatch.actual, mismatch.currency, format),
        },
      ]}
    />
  );
}

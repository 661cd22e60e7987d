import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import {
  NONE,
  parseMemberAccountCode,
  toMajor,
  type NumberFormats,
  type Reconciliation,
} from '@wallet/shared/domain';
import { DataTable, EmptyState } from '@wallet/shared/ui';

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

/** Recorded minus expected, signed: "+1,000 KRW" is money the ledger holds that it should not. */
function difference(
  { expected, actual, currency }: Mismatch,
  { formatSignedAmount }: NumberFormats,
): string {
  try {
    return formatSignedAmount(toMajor(BigInt(actual) - BigInt(expected), currency), currency);
  } catch {
    return NONE;
  }
}

/** The entry or account: a member's account names the member and opens their page. */
function Reference({ reference }: { reference: string }) {
  const { t } = useTranslation('adminMoney');
  const member = parseMemberAccountCode(reference);
  if (!member) return <>{reference}</>;
  // One span, so a phone's card keeps the member and the account together as one value.
  return (
    <span>
      <Link to={`/admin/users/${member.userId}`}>{t('ledger.member', { id: member.userId })}</Link>
      {' · '}
      {t(member.part === 'held' ? 'ledger.memberAccounts.held' : 'ledger.memberAccounts.available')}
    </span>
  );
}

/** What the ledger check found wrong: an entry that does not sum to zero, a balance that drifted. */
export function MismatchTable({ mismatches }: { mismatches: Mismatch[] }) {
  const { t } = useTranslation('adminMoney');
  const format = useFormat();
  if (mismatches.length === 0) return <EmptyState message={t('ledger.none')} />;
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
          cell: (mismatch) => <Reference reference={mismatch.ref} />,
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
        {
          key: 'difference',
          header: t('ledger.columns.difference'),
          numeric: true,
          cell: (mismatch) => difference(mismatch, format),
        },
      ]}
    />
  );
}

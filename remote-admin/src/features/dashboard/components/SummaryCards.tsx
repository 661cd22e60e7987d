import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import type { AdminSummary } from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';

type CardLabel =
  | 'dashboard.totalUsers'
  | 'dashboard.todayNewSignups'
  | 'dashboard.pendingSignups'
  | 'dashboard.pendingRecharges'
  | 'dashboard.pendingWithdrawals';

/**
 * Which figure each card shows, and the list behind that figure.
 *
 * KEPT AS FOUND (docs/product.md §8): the labels of two cards do not match their
 * fields. The card labelled "today's new sign-ups" shows `pendingUsers`, and the card labelled
 * "pending sign-ups" shows `todayUsers`. The API fields are correct; this is the one place
 * the swap lives. Do not "fix" it without a product decision.
 *
 * Each link follows the figure, not the label: the card showing `pendingUsers` opens the
 * pending members. The member list has no day filter; newest first, today's sign-ups lead it.
 */
export const SUMMARY_CARDS: ReadonlyArray<{
  label: CardLabel;
  field: keyof AdminSummary;
  to: string;
}> = [
  { label: 'dashboard.totalUsers', field: 'totalUsers', to: '/admin/users' },
  // swapped, as found
  { label: 'dashboard.todayNewSignups', field: 'pendingUsers', to: '/admin/users?status=pending' },
  // swapped, as found
  { label: 'dashboard.pendingSignups', field: 'todayUsers', to: '/admin/users' },
  {
    label: 'dashboard.pendingRecharges',
    field: 'pendingRecharge',
    to: '/admin/trade/wallet-charge?status=pending',
  },
  {
    label: 'dashboard.pendingWithdrawals',
    field: 'pendingWithdraw',
    to: '/admin/trade/wallet-withdraw?status=pending',
  },
];

/**
 * The five figures, each card opening its list (the whole card is the link's target). Until the
 * summary arrives (`null`) the cards stand with a dash for each figure, so nothing below them
 * moves when the figures come (layout shift, docs/benchmarks.md).
 */
export function SummaryCards({ summary }: { summary: AdminSummary | null }) {
  const { t } = useTranslation(['admin', 'common']);
  const { formatCount } = useFormat();
  return (
    <div className="dashboard__cards" aria-busy={summary === null}>
      {summary === null && (
        <p role="status" className="visually-hidden">
          {t('common:loading')}
        </p>
      )}
      {SUMMARY_CARDS.map(({ label, field, to }) => (
        <Card key={label} title={t(label)} className="dashboard__card">
          {summary === null ? (
            <p className="dashboard__figure" aria-hidden="true">
              –
            </p>
          ) : (
            <p className="dashboard__figure">{formatCount(summary[field])}</p>
          )}
          <Link
            to={to}
            className="dashboard__card-link"
            aria-label={t('dashboard.openListOf', { name: t(label) })}
          >
            {t('dashboard.openList')}
          </Link>
        </Card>
      ))}
    </div>
  );
}

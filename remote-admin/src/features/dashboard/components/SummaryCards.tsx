import { useTranslation } from 'react-i18next';
import type { AdminSummary } from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';

type CardLabel =
  | 'dashboard.totalUsers'
  | 'dashboard.todayNewSignups'
  | 'dashboard.pendingSignups'
  | 'dashboard.pendingRecharges'
  | 'dashboard.pendingWithdrawals';

/**
 * Which figure each card shows.
 *
 * KEPT AS FOUND (product-spec §3, decisions.md §8): the labels of two cards do not match their
 * fields. The card labelled "today's new sign-ups" shows `pendingUsers`, and the card labelled
 * "pending sign-ups" shows `todayUsers`. The API fields are correct; this is the one place
 * the swap lives. Do not "fix" it without a product decision.
 */
export const SUMMARY_CARDS: ReadonlyArray<{ label: CardLabel; field: keyof AdminSummary }> = [
  { label: 'dashboard.totalUsers', field: 'totalUsers' },
  { label: 'dashboard.todayNewSignups', field: 'pendingUsers' }, // swapped, as found
  { label: 'dashboard.pendingSignups', field: 'todayUsers' }, // swapped, as found
  { label: 'dashboard.pendingRecharges', field: 'pendingRecharge' },
  { label: 'dashboard.pendingWithdrawals', field: 'pendingWithdraw' },
];

export function SummaryCards({ summary }: { summary: AdminSummary }) {
  const { t } = useTranslation('admin');
  return (
    <div className="dashboard__cards">
      {SUMMARY_CARDS.map(({ label, field }) => (
        <Card key={label} title={t(label)} className="dashboard__card">
          <p className="dashboard__figure">{summary[field].toLocaleString('en-US')}</p>
        </Card>
      ))}
    </div>
  );
}

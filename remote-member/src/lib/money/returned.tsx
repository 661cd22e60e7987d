import { useTranslation, useFormat } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import './money.css';

/**
 * The USD a rejected or cancelled request gave back to the wallet: a withdrawal's amount, or a
 * wallet → platform transfer's, both held when they were made. Null when nothing was held.
 */
export function returnedToWallet(request: MoneyRequest): number | null {
  if (request.status !== 'rejected' && request.status !== 'cancelled') return null;
  if (request.kind === 'wallet_withdraw') return request.amount;
  if (request.kind === 'wallet_transfer' && request.direction === 'wallet_to_platform') {
    return request.amount;
  }
  return null;
}

/** "Returned to your wallet: 40.00 USD", in place of the figure that never arrived. */
export function ReturnedAmount({ amount }: { amount: number }) {
  const { t } = useTranslation('money');
  const { formatAmount } = useFormat();
  return (
    <span className="money-returned">
      {t('history.returned', { amount: formatAmount(amount, 'USD') })}
    </span>
  );
}

/** What did not happen ("Not paid", "None"), quieter than the figures that did. */
export function NotHappened({ text }: { text: string }) {
  return <span className="money-none">{text}</span>;
}

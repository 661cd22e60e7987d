import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequestStatus } from '@wallet/shared/domain';
import './money.css';

/** A request's status, translated, with a colour that is never its only sign (the word is). */
export function StatusBadge({ status }: { status: MoneyRequestStatus }) {
  const { t } = useTranslation('money');
  return <span className={`money-status money-status--${status}`}>{t(`status.${status}`)}</span>;
}

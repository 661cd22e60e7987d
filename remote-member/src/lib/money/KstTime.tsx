import { formatKstDateTime } from '@wallet/shared/domain';
import './money.css';

/**
 * A time as the money screens show it, in Korean time and saying so ("2026-11-25 14:05 KST"; the
 * zone's code reads the same in every language, like a currency's). The day and the hour never
 * break inside themselves; a table column puts the hour under the day (money.css) so the columns
 * fit their width.
 */
export function KstTime({ at }: { at: string }) {
  const [day, hour] = formatKstDateTime(at).split(' ');
  return (
    <time dateTime={at} className="money-time">
      <span className="money-time__day">{day}</span>{' '}
      <span className="money-time__hour">{hour} KST</span>
    </time>
  );
}

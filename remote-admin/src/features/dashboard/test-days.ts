// Statistics days for the dashboard's tests; never imported by application code.
import type { DailyStatistics } from '@wallet/shared/domain';

/** 30 Seoul days ending 2026-03-30, quiet unless `busy` says otherwise. */
export function month(busy: Record<string, Partial<DailyStatistics>> = {}): DailyStatistics[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = `2026-03-${String(index + 1).padStart(2, '0')}`;
    return {
      day,
      signups: 0,
      chargeCount: 0,
      chargeUsd: 0,
      withdrawalCount: 0,
      withdrawalUsd: 0,
      ...busy[day],
    };
  });
}

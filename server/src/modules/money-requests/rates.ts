import { parseRate, USD_RATE, type Currency, type RateMicro } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rateRow } from '../rates/queries';
import { refuse } from './refusals';

/**
 * The reference rate of a currency now, exactly (millionths). USD is one. A currency the
 * administrator made unavailable (USDT, docs/product.md §7) is refused: 422 `rate_unavailable`.
 */
export async function currentRate(db: Kysely<Database>, currency: Currency): Promise<RateMicro> {
  if (currency === 'USD') return USD_RATE;
  const row = await rateRow(db, currency);
  const rate = parseRate(row.rate);
  if (!row.available || rate === null) throw refuse('rate_unavailable');
  return rate;
}

/**
 * Refuses with 409 `rate_changed` when the member's preview used another rate than `current`
 * (docs/product.md §1): the request would otherwise store figures the member never saw. Without a
 * previewed rate (older clients, scripts) the current rate applies, as before.
 */
export function assertPreviewRate(previewed: number | undefined, current: RateMicro): void {
  if (previewed === undefined) return;
  if (parseRate(previewed) !== current) throw refuse('rate_changed');
}

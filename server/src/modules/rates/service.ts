import type { ExchangeRateAnswer } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listRates } from './queries';

/**
 * GET /exchange-rate: USD-based reference rates as JSON numbers (numeric(18,6) text such as
 * "1380.500000" reads back as 1380.5 exactly); USDT is left out while unavailable; `date` is the
 * time of the last change.
 */
export async function currentRates(db: Kysely<Database>): Promise<ExchangeRateAnswer> {
  const rows = await listRates(db);
  const rate = (currency: string) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    if (!row) throw new Error(`exchange rate ${currency} is missing from the database`);
    return row;
  };
  const usdt = rate('USDT');
  const latest = Math.max(...rows.map((row) => row.updated_at.getTime()));
  return {
    rates: {
      KRW: Number(rate('KRW').rate),
      PHP: Number(rate('PHP').rate),
      ...(usdt.available ? { USDT: Number(usdt.rate) } : {}),
    },
    date: new Date(latest).toISOString(),
  };
}

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

/**
 * GET /exchange-rate answered from memory. The PUT in this process drops the copy at once
 * (`forget`); a change made through another API process reaches this one within `ttlMs`. A short
 * time limit rather than LISTEN/NOTIFY: notifications need a connection per process kept out of
 * the pool and re-listened after every reconnect, to save one query a second. Money never reads
 * this copy: a quote reads the stored rate in its own transaction (money-requests/rates.ts).
 */
export function cachedRates(db: Kysely<Database>, now: () => Date, ttlMs = 1000) {
  let kept: { answer: Promise<ExchangeRateAnswer>; until: number } | null = null;
  return {
    get(): Promise<ExchangeRateAnswer> {
      const nowMs = now().getTime();
      if (kept && kept.until > nowMs) return kept.answer;
      const answer = currentRates(db);
      const entry = { answer, until: nowMs + ttlMs };
      kept = entry;
      // A failed read is not kept: the next request asks the database again.
      answer.catch(() => {
        if (kept === entry) kept = null;
      });
      return answer;
    },
    forget(): void {
      kept = null;
    },
  };
}

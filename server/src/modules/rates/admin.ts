import { parseRate, rateText, rateToNumber, type AdminExchangeRates } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/record';

export interface RatesContext {
  db: Kysely<Database>;
  now: () => Date;
}

type RateRow = { currency: string; rate: string; available: boolean };

const STORED = ['KRW', 'PHP', 'USDT'] as const;

/** The stored rows as the back office's form holds them. */
function present(rows: RateRow[]): AdminExchangeRates {
  const row = (currency: (typeof STORED)[number]) => {
    const found = rows.find((candidate) => candidate.currency === currency);
    if (!found) throw new Error(`exchange rate ${currency} is missing from the database`);
    return found;
  };
  // numeric(18,6) text back through parseRate: "1380.500000" becomes 1380.5 exactly.
  const number = (text: string) => {
    const micro = parseRate(text);
    if (micro === null) throw new Error(`stored exchange rate ${text} is not a positive rate`);
    return rateToNumber(micro);
  };
  return {
    rates: {
      KRW: number(row('KRW').rate),
      PHP: number(row('PHP').rate),
      USDT: number(row('USDT').rate),
    },
    usdtAvailable: row('USDT').available,
  };
}

/** GET /admin/exchange-rates: every rate, USDT's too while it is unavailable. */
export async function adminRates(db: Kysely<Database>): Promise<AdminExchangeRates> {
  return present(
    await db.selectFrom('exchange_rates').select(['currency', 'rate', 'available']).execute(),
  );
}

/**
 * PUT /admin/exchange-rates: stores the reference rates and USDT's availability and stamps the
 * change, which dates the public GET /exchange-rate (docs/product.md §7); audited with before/after.
 */
export async function updateRates(
  context: RatesContext,
  actorId: number,
  body: AdminExchangeRates,
): Promise<AdminExchangeRates> {
  return context.db.transaction().execute(async (trx) => {
    const now = context.now();
    const before = present(
      await trx
        .selectFrom('exchange_rates')
        .select(['currency', 'rate', 'available'])
        .orderBy('currency')
        .forUpdate()
        .execute(),
    );
    for (const currency of STORED) {
      // The body schema already refused a rate parseRate cannot read.
      const micro = parseRate(body.rates[currency]);
      if (micro === null) throw new Error(`rate ${currency} passed validation unreadable`);
      await trx
        .updateTable('exchange_rates')
        .set({
          rate: rateText(micro),
          updated_at: now,
          ...(currency === 'USDT' ? { available: body.usdtAvailable } : {}),
        })
        .where('currency', '=', currency)
        .execute();
    }
    const after = present(
      await trx.selectFrom('exchange_rates').select(['currency', 'rate', 'available']).execute(),
    );
    await recordAudit(trx, {
      actorId,
      action: 'rate.update',
      target: { kind: 'exchange_rates' },
      before,
      after,
    });
    return after;
  });
}

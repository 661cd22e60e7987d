import { z } from 'zod';
import {
  adminExchangeRatesSchema,
  parseRate,
  RATE_DECIMALS,
  type AdminExchangeRates,
} from '@wallet/shared/domain';

/** The currencies whose USD-based rate administrators set (docs/product.md §7). */
export const RATE_CURRENCIES = ['KRW', 'PHP', 'USDT'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** The highest rate the server takes, from its own schema (every currency has the same rule). */
export const MAX_RATE =
  adminExchangeRatesSchema.shape.rates.shape.KRW.maxValue ?? Number.MAX_SAFE_INTEGER;

/**
 * A rate as typed: a positive decimal with at most RATE_DECIMALS decimals (docs/product.md §1).
 * Read from the text, not from a float, so "1.1234567" is refused rather than silently rounded.
 * Each broken rule has its own code, so the field can say which one.
 */
const rateText = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^\d+(\.\d+)?$/, 'invalid')
  .refine((text) => (text.split('.')[1] ?? '').length <= RATE_DECIMALS, 'decimals')
  .refine((text) => parseRate(text) !== null, 'invalid')
  .refine((text) => Number(text) <= MAX_RATE, 'too_large');

export const ratesFormSchema = z.object({
  KRW: rateText,
  PHP: rateText,
  USDT: rateText,
  usdtAvailable: z.boolean(),
});
export type RatesForm = z.infer<typeof ratesFormSchema>;

export function formOf(rates: AdminExchangeRates): RatesForm {
  return {
    KRW: String(rates.rates.KRW),
    PHP: String(rates.rates.PHP),
    USDT: String(rates.rates.USDT),
    usdtAvailable: rates.usdtAvailable,
  };
}

/** The PUT body, checked once more with the server's own schema. */
export function bodyOf(form: RatesForm): AdminExchangeRates {
  return adminExchangeRatesSchema.parse({
    rates: { KRW: Number(form.KRW), PHP: Number(form.PHP), USDT: Number(form.USDT) },
    usdtAvailable: form.usdtAvailable,
  });
}

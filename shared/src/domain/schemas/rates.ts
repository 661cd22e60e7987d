import { z } from 'zod/mini';

// zod's mini form: the shell's header parses these on every page (shared/src/zod/page-zod-mini.ts).

/** GET /exchange-rate: USD-based rates; USDT is absent while unavailable. */
export const exchangeRateAnswerSchema = z
  .object({
    rates: z.object({
      KRW: z.number(),
      PHP: z.number(),
      USDT: z.optional(z.number()),
    }),
    date: z.string().check(z.describe('ISO 8601 time of the last change')),
  })
  .check(z.meta({ id: 'ExchangeRates' }));
export type ExchangeRateAnswer = z.infer<typeof exchangeRateAnswerSchema>;

/**
 * GET /money-limits: the per-request maximum this server is configured with (MAX_REQUEST_USD),
 * so every form previews and refuses exactly what the server will.
 */
export const moneyLimitsAnswerSchema = z
  .object({
    maxRequestUsd: z.number().check(z.describe('The most one money request may be worth, in USD')),
  })
  .check(z.meta({ id: 'MoneyLimits' }));
export type MoneyLimitsAnswer = z.infer<typeof moneyLimitsAnswerSchema>;

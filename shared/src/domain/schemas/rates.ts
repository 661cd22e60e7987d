import { z } from 'zod';

/** GET /exchange-rate: USD-based rates; USDT is absent while unavailable. */
export const exchangeRateAnswerSchema = z
  .object({
    rates: z.object({
      KRW: z.number(),
      PHP: z.number(),
      USDT: z.number().optional(),
    }),
    date: z.string().describe('ISO 8601 time of the last change'),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRateAnswer = z.infer<typeof exchangeRateAnswerSchema>;

/**
 * GET /money-limits: the per-request maximum this server is configured with (MAX_REQUEST_USD),
 * so every form previews and refuses exactly what the server will.
 */
export const moneyLimitsAnswerSchema = z
  .object({
    maxRequestUsd: z.number().describe('The most one money request may be worth, in USD'),
  })
  .meta({ id: 'MoneyLimits' });
export type MoneyLimitsAnswer = z.infer<typeof moneyLimitsAnswerSchema>;

import { z } from 'zod';

/** GET /exchange-rate (spec): USD-based rates; USDT is absent while unavailable. */
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

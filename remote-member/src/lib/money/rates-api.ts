import {
  DEFAULT_LIMITS,
  exchangeRateAnswerSchema,
  limitsOfMaximumUsd,
  moneyLimitsAnswerSchema,
  type ExchangeRateAnswer,
  type MoneyLimits,
  type MoneyLimitsAnswer,
} from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/**
 * GET /exchange-rate (spec), the very definition the shell's footer injects. Injected here too
 * because a remote cannot import the shell; `overrideExisting` replaces it with an identical
 * one, so both share one cache entry and the page does not ask twice.
 */
export const ratesApi = baseApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    getExchangeRate: build.query<ExchangeRateAnswer, void>({
      query: () => ({ url: '/exchange-rate', responseHandler: 'json' }),
      responseSchema: exchangeRateAnswerSchema,
      providesTags: ['ExchangeRate'],
    }),
    /** GET /money-limits: the server's per-request maximum (MAX_REQUEST_USD). */
    getMoneyLimits: build.query<MoneyLimitsAnswer, void>({
      query: () => ({ url: '/money-limits', responseHandler: 'json' }),
      responseSchema: moneyLimitsAnswerSchema,
    }),
  }),
});

export const { useGetExchangeRateQuery, useGetMoneyLimitsQuery } = ratesApi;

/**
 * The limits every money form previews with: the server's own once it has answered (so a form
 * never accepts what the server refuses, nor refuses what it accepts), the default until then.
 */
export function useMoneyLimits(): MoneyLimits {
  const { data } = useGetMoneyLimitsQuery();
  return (data && limitsOfMaximumUsd(data.maxRequestUsd)) ?? DEFAULT_LIMITS;
}

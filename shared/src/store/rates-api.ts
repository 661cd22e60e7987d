import {
  DEFAULT_LIMITS,
  exchangeRateAnswerSchema,
  limitsOfMaximumUsd,
  moneyLimitsAnswerSchema,
  type ExchangeRateAnswer,
  type MoneyLimits,
  type MoneyLimitsAnswer,
} from '@wallet/shared/domain';
import { baseApi } from './api';
import { PUBLIC_CALL } from './base-query';

/**
 * GET /exchange-rate and GET /money-limits. They live in the shared store, not in one feature,
 * because the shell's footer and the member remote's money forms both read them: one definition,
 * one cache entry, one request for the page.
 */
export const ratesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** An HTML or malformed answer is a failure, not rates. */
    getExchangeRate: build.query<ExchangeRateAnswer, void>({
      query: () => ({ url: '/exchange-rate', responseHandler: 'json' }),
      responseSchema: exchangeRateAnswerSchema,
      providesTags: ['ExchangeRate'],
      extraOptions: PUBLIC_CALL,
    }),
    /** The server's per-request maximum (MAX_REQUEST_USD). */
    getMoneyLimits: build.query<MoneyLimitsAnswer, void>({
      query: () => ({ url: '/money-limits', responseHandler: 'json' }),
      responseSchema: moneyLimitsAnswerSchema,
      extraOptions: PUBLIC_CALL,
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

import { exchangeRateAnswerSchema, type ExchangeRateAnswer } from '@wallet/shared/domain';
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
  }),
});

export const { useGetExchangeRateQuery } = ratesApi;

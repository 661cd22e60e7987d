import { exchangeRateAnswerSchema, type ExchangeRateAnswer } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** GET /exchange-rate (spec). An HTML or malformed answer is a failure, not rates (spec §7). */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExchangeRate: build.query<ExchangeRateAnswer, void>({
      query: () => ({ url: '/exchange-rate', responseHandler: 'json' }),
      responseSchema: exchangeRateAnswerSchema,
      providesTags: ['ExchangeRate'],
    }),
  }),
});

export const { useGetExchangeRateQuery } = ratesApi;

import {
  adminExchangeRatesSchema,
  exchangeRateAnswerSchema,
  type AdminExchangeRates,
  type ExchangeRateAnswer,
} from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** The reference rates administrators set (decisions.md §7) and the public answer they feed. */
export const ratesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRates'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminExchangeRates: build.query<AdminExchangeRates, void>({
      query: () => '/admin/exchange-rates',
      // The form is built from this answer: a wrong shape is a failed load, not a broken page.
      responseSchema: adminExchangeRatesSchema,
      providesTags: ['AdminRates'],
    }),
    saveAdminExchangeRates: build.mutation<AdminExchangeRates, AdminExchangeRates>({
      query: (body) => ({ url: '/admin/exchange-rates', method: 'PUT', body }),
      // The public rates (the member footer's, and their change time here) follow at once.
      invalidatesTags: ['AdminRates', 'ExchangeRate'],
    }),
    /** GET /exchange-rate (spec), for the time of the last change the members see. */
    getPublicRatesForAdmin: build.query<ExchangeRateAnswer, void>({
      query: () => ({ url: '/exchange-rate', responseHandler: 'json' }),
      responseSchema: exchangeRateAnswerSchema,
      providesTags: ['ExchangeRate'],
    }),
  }),
});

export const {
  useGetAdminExchangeRatesQuery,
  useSaveAdminExchangeRatesMutation,
  useGetPublicRatesForAdminQuery,
} = ratesApi;

import { adminExchangeRatesSchema, type AdminExchangeRates } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/**
 * The reference rates administrators set. The public answer they feed (GET /exchange-rate) has
 * its one home in the shared store.
 */
export const adminRatesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminRates'] })
  .injectEndpoints({
    overrideExisting: 'throw',
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
    }),
  });

export const { useGetAdminExchangeRatesQuery, useSaveAdminExchangeRatesMutation } = adminRatesApi;

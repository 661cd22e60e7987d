import { z } from 'zod/mini';
import { depositAddressSchema, type Currency, type DepositAddress } from '@wallet/shared/domain';
import { moneyApi } from './money-api';

/** GET /deposit-addresses?currency=: the active address of a currency (none, or one). */
export const depositAddressesApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDepositAddress: build.query<DepositAddress | null, Currency>({
      query: (currency) => ({ url: '/deposit-addresses', params: { currency } }),
      rawResponseSchema: z.array(depositAddressSchema),
      // The list holds at most one active address per currency (docs/product.md §7).
      transformResponse: (addresses: DepositAddress[], _meta, currency) =>
        addresses.find((address) => address.currency === currency) ?? null,
      providesTags: ['DepositAddress'],
    }),
  }),
});

export const { useGetDepositAddressQuery } = depositAddressesApi;

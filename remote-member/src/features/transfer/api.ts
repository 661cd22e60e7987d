import type { z } from 'zod';
import type { MoneyRequest, walletTransferBodySchema } from '@wallet/shared/domain';
import {
  CREATED_TAGS,
  historyRowsSchema,
  keyedPost,
  LIST_TAG,
  moneyApi,
  pageQuery,
  toHistoryPage,
  type HistoryPage,
  type Keyed,
} from '../../lib/money';

export type TransferBody = z.output<typeof walletTransferBodySchema>;

/** Transfers between the wallet and the platforms (docs/api.md "Member"). */
export const transferApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createTransfer: build.mutation<MoneyRequest, Keyed<TransferBody>>({
      query: keyedPost('/wallet/transfers'),
      invalidatesTags: (_result, error) => (error ? [] : [...CREATED_TAGS]),
    }),
    getTransfers: build.query<HistoryPage, { page: number }>({
      query: ({ page }) => ({ url: '/wallet/transfers', params: pageQuery(page) }),
      rawResponseSchema: historyRowsSchema,
      transformResponse: (rows: MoneyRequest[], meta) => toHistoryPage(rows, meta),
      providesTags: [LIST_TAG],
    }),
  }),
});

export const { useCreateTransferMutation, useGetTransfersQuery } = transferApi;

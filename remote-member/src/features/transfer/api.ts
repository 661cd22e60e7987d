import type { z } from 'zod';
import type { MoneyRequest, walletTransferBodySchema } from '@wallet/shared/domain';
import { createEndpoint, historyEndpoint, moneyApi, type Keyed } from '../../lib/money';

export type TransferBody = z.output<typeof walletTransferBodySchema>;

/** Transfers between the wallet and the platforms (docs/api.md "Member"). */
export const transferApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createTransfer: build.mutation<MoneyRequest, Keyed<TransferBody>>(
      createEndpoint('/wallet/transfers'),
    ),
    getTransfers: build.query(historyEndpoint('/wallet/transfers')),
  }),
});

export const { useCreateTransferMutation, useGetTransfersQuery } = transferApi;

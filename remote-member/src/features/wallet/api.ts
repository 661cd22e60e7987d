import type { z } from 'zod';
import type {
  MoneyRequest,
  walletChargeBodySchema,
  walletWithdrawalBodySchema,
} from '@wallet/shared/domain';
import { createEndpoint, historyEndpoint, moneyApi, type Keyed } from '../../lib/money';

export type ChargeBody = z.output<typeof walletChargeBodySchema>;
export type WithdrawalBody = z.output<typeof walletWithdrawalBodySchema>;
export type WalletHistoryType = 'charge' | 'withdraw';

/** The wallet's own calls (docs/api.md "Member"): charge, withdraw and their history. */
export const walletApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createCharge: build.mutation<MoneyRequest, Keyed<ChargeBody>>(
      createEndpoint('/wallet/charges'),
    ),
    createWithdrawal: build.mutation<MoneyRequest, Keyed<WithdrawalBody>>(
      createEndpoint('/wallet/withdrawals'),
    ),
    getWalletHistory: build.query(historyEndpoint<WalletHistoryType>('/wallet/history')),
  }),
});

export const { useCreateChargeMutation, useCreateWithdrawalMutation, useGetWalletHistoryQuery } =
  walletApi;

import type { z } from 'zod';
import type {
  MoneyRequest,
  platformRechargeBodySchema,
  platformWithdrawalBodySchema,
} from '@wallet/shared/domain';
import { createEndpoint, historyEndpoint, moneyApi, type Keyed } from '../../lib/money';

export type RechargeBody = z.output<typeof platformRechargeBodySchema>;
export type PlatformWithdrawalBody = z.output<typeof platformWithdrawalBodySchema>;
export type TradeHistoryType = 'recharge' | 'withdraw';

/** Platform trade (docs/api.md "Member"): chips bought from outside the wallet, or cashed out. */
// Alike in shape only: the wallet's api.ts names other calls; the shared part is lib/money's endpoints.
export const tradeApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createRecharge: build.mutation<MoneyRequest, Keyed<RechargeBody>>(
      createEndpoint('/trade/recharges'),
    ),
    createPlatformWithdrawal: build.mutation<MoneyRequest, Keyed<PlatformWithdrawalBody>>(
      createEndpoint('/trade/withdrawals'),
    ),
    getTradeHistory: build.query(historyEndpoint<TradeHistoryType>('/trade/history')),
  }),
});

export const {
  useCreateRechargeMutation,
  useCreatePlatformWithdrawalMutation,
  useGetTradeHistoryQuery,
} = tradeApi;

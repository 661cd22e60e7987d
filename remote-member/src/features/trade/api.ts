import type { z } from 'zod';
import type {
  MoneyRequest,
  platformRechargeBodySchema,
  platformWithdrawalBodySchema,
} from '@wallet/shared/domain';
import { CREATED_TAGS, historyEndpoint, keyedPost, moneyApi, type Keyed } from '../../lib/money';

export type RechargeBody = z.output<typeof platformRechargeBodySchema>;
export type PlatformWithdrawalBody = z.output<typeof platformWithdrawalBodySchema>;
export type TradeHistoryType = 'recharge' | 'withdraw';

/** Platform trade (docs/api.md "Member"): chips bought from outside the wallet, or cashed out. */
export const tradeApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createRecharge: build.mutation<MoneyRequest, Keyed<RechargeBody>>({
      query: keyedPost('/trade/recharges'),
      invalidatesTags: (_result, error) => (error ? [] : [...CREATED_TAGS]),
    }),
    createPlatformWithdrawal: build.mutation<MoneyRequest, Keyed<PlatformWithdrawalBody>>({
      query: keyedPost('/trade/withdrawals'),
      invalidatesTags: (_result, error) => (error ? [] : [...CREATED_TAGS]),
    }),
    getTradeHistory: build.query(historyEndpoint<TradeHistoryType>('/trade/history')),
  }),
});

export const {
  useCreateRechargeMutation,
  useCreatePlatformWithdrawalMutation,
  useGetTradeHistoryQuery,
} = tradeApi;

import type { z } from 'zod';
import type {
  bankInfoBodySchema,
  changeMoneyPasswordBodySchema,
  changePasswordBodySchema,
  UserInfo,
} from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;
export type ChangeMoneyPasswordBody = z.output<typeof changeMoneyPasswordBodySchema>;
export type BankInfoBody = z.output<typeof bankInfoBodySchema>;

/** My page's saves (docs/api.md "Member"). The profile itself is users/info, from the shared store. */
export const mypageApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    changePassword: build.mutation<null, ChangePasswordBody>({
      query: (body) => ({ url: '/users/password', method: 'PATCH', body }),
    }),
    changeMoneyPassword: build.mutation<null, ChangeMoneyPasswordBody>({
      query: (body) => ({ url: '/users/money-password', method: 'PATCH', body }),
    }),
    saveBankInfo: build.mutation<UserInfo, BankInfoBody>({
      query: (body) => ({ url: '/users/bank-info', method: 'PUT', body }),
      // Basic info, the header and the charge page read users/info: refetch it.
      invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useChangeMoneyPasswordMutation,
  useSaveBankInfoMutation,
} = mypageApi;

import { baseApi } from '@wallet/shared/store';
import type { RegisterOutput } from './form-values';

/** Registration calls (docs/api.md "Session"). */
export const registrationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    checkUsername: build.query<{ available: boolean }, string>({
      query: (username) => ({ url: '/users/check-username', params: { username } }),
      // Availability changes as others register: never answer from an old check.
      keepUnusedDataFor: 0,
    }),
    sendEmailCode: build.mutation<null, { email: string }>({
      query: (body) => ({ url: '/users/email-code', method: 'POST', body }),
    }),
    verifyEmailCode: build.mutation<{ verified: boolean }, { email: string; code: string }>({
      query: (body) => ({ url: '/users/email-code/verify', method: 'POST', body }),
    }),
    register: build.mutation<{ status: string }, RegisterOutput>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
    }),
  }),
});

export const {
  useLazyCheckUsernameQuery,
  useSendEmailCodeMutation,
  useVerifyEmailCodeMutation,
  useRegisterMutation,
} = registrationApi;

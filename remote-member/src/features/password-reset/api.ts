import type { z } from 'zod';
import type { forgotPasswordBodySchema, resetPasswordBodySchema } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

export type ForgotPasswordBody = z.output<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;

/** POST /users/forgot-password (always 204) and /users/reset-password (docs/api.md). */
export const passwordResetApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    forgotPassword: build.mutation<null, ForgotPasswordBody>({
      query: (body) => ({ url: '/users/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<null, ResetPasswordBody>({
      query: (body) => ({ url: '/users/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;

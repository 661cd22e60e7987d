import type { LoginAnswer, LoginBody } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** POST /users/login and /users/logout (docs/api.md "Session"). */
export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: '/users/login', method: 'POST', body }),
    }),
    /**
     * Kills a token on the server. The token is named by the caller: the browser has usually
     * forgotten it already (logout clears storage first), and the admin bar's logout and the
     * refused admin login do not go through the member token.
     */
    logout: build.mutation<null, { token: string }>({
      query: ({ token }) => ({
        url: '/users/logout',
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation } = authApi;

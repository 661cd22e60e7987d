import type { UserInfo } from '@wallet/shared/domain';
import { baseApi } from './api';

/**
 * GET /users/info. Lives in the shared store, not in one feature, because the balance slice
 * listens to it and both the shell's header and the member remote's home page read it.
 */
export const userInfoApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      query: () => '/users/info',
      providesTags: ['UserInfo'],
    }),
  }),
});

export const { useGetUserInfoQuery } = userInfoApi;

import {
  STATISTICS_DAYS,
  type AdminSummary,
  type Statistics,
  type UserInfo,
} from '@wallet/shared/domain';
import { baseApi, type SessionOptions } from '@wallet/shared/store';

/** The dashboard's calls: the figures, and the administrator's own account. */
export const dashboardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /admin/summary: the dashboard's figures. */
    getAdminSummary: build.query<AdminSummary, void>({
      query: () => '/admin/summary',
      providesTags: ['AdminSummary'],
    }),
    /**
     * The administrator's own account (docs/product.md §5: their referral id, which the first
     * members register with). The admin token is the argument, so each administrator session
     * has its own cache entry. Kept apart from the shared getUserInfo, which feeds the member
     * header's balance and is cached for the member.
     */
    getAdminAccount: build.query<UserInfo, string>({
      // /users/info is not an /admin path: name the administrator's token and session here.
      query: (token) => ({ url: '/users/info', headers: { authorization: `Bearer ${token}` } }),
      extraOptions: { session: 'admin' } satisfies SessionOptions,
      keepUnusedDataFor: 0,
    }),
    /** GET /admin/statistics: one row per Seoul day, oldest first, every day present. */
    adminGetStatistics: build.query<Statistics, number | void>({
      query: (days = STATISTICS_DAYS.default) => ({ url: '/admin/statistics', params: { days } }),
      extraOptions: { session: 'admin' } satisfies SessionOptions,
      // Decisions and sign-ups move today's figures, as they move the summary's.
      providesTags: ['AdminSummary'],
    }),
  }),
});

export const { useGetAdminSummaryQuery, useGetAdminAccountQuery, useAdminGetStatisticsQuery } =
  dashboardApi;

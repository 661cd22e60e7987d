import type { AdminSummary } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** GET /admin/summary (spec): the dashboard's figures. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSummary: build.query<AdminSummary, void>({
      query: () => '/admin/summary',
      providesTags: ['AdminSummary'],
    }),
  }),
});

export const { useGetAdminSummaryQuery } = dashboardApi;

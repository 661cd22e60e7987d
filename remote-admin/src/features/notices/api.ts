import type { Notice, NoticeBody } from '@wallet/shared/domain';
import { baseApi, type SessionOptions } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';

/** Every call carries the administrator's token; a 401 ends the administrator's session. */
const ADMIN = { session: 'admin' } satisfies SessionOptions;

/** A change refreshes the list, refused or not: someone else may have changed it first. */
const LIST = { type: 'AdminNotice' as const, id: 'LIST' };

/** Notices in the back office: pinned first, then newest. */
export const noticesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminNotice'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      adminListNotices: build.query<Paged<Notice>, { page: number }>({
        query: ({ page }) => ({ url: '/admin/notices', params: pageParams(page) }),
        transformResponse: (rows: Notice[], meta) => withTotal(rows, meta),
        extraOptions: ADMIN,
        providesTags: [LIST],
      }),
      adminGetNotice: build.query<Notice, number>({
        query: (id) => `/admin/notices/${id}`,
        extraOptions: ADMIN,
        providesTags: (_result, _error, id) => [{ type: 'AdminNotice', id }],
        // The edit form starts from the notice as it is now, never from an older copy.
        keepUnusedDataFor: 0,
      }),
      adminCreateNotice: build.mutation<Notice, NoticeBody>({
        query: (body) => ({ url: '/admin/notices', method: 'POST', body }),
        extraOptions: ADMIN,
        invalidatesTags: [LIST],
      }),
      adminUpdateNotice: build.mutation<Notice, { id: number; body: NoticeBody }>({
        query: ({ id, body }) => ({ url: `/admin/notices/${id}`, method: 'PUT', body }),
        extraOptions: ADMIN,
        invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminNotice', id }],
      }),
      adminDeleteNotice: build.mutation<void, { id: number }>({
        query: ({ id }) => ({ url: `/admin/notices/${id}`, method: 'DELETE' }),
        extraOptions: ADMIN,
        invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminNotice', id }],
      }),
    }),
  });

export const {
  useAdminListNoticesQuery,
  useAdminGetNoticeQuery,
  useAdminCreateNoticeMutation,
  useAdminUpdateNoticeMutation,
  useAdminDeleteNoticeMutation,
} = noticesApi;

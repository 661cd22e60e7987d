import type { Inquiry, InquiryStatus } from '@wallet/shared/domain';
import { baseApi, type SessionOptions } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';

/** Every call carries the administrator's token; a 401 ends the administrator's session. */
const ADMIN = { session: 'admin' } satisfies SessionOptions;

const LIST = { type: 'AdminInquiry' as const, id: 'LIST' };

/**
 * The client of the original site sends `admin_id` fixed at 1; the server ignores it and
 * records the administrator its token names, so it is sent as that client sent it.
 */
const ADMIN_ID = 1;

/** One-to-one inquiries in the back office: the list, one inquiry, and its one answer. */
export const inquiriesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminInquiry'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      adminListInquiries: build.query<
        Paged<Inquiry>,
        { status: InquiryStatus | null; page: number }
      >({
        query: ({ status, page }) => ({
          url: '/admin/inquiries',
          params: { ...(status ? { status } : {}), ...pageParams(page) },
        }),
        transformResponse: (rows: Inquiry[], meta) => withTotal(rows, meta),
        extraOptions: ADMIN,
        providesTags: [LIST],
      }),
      adminGetInquiry: build.query<Inquiry, number>({
        query: (id) => `/admin/inquiries/${id}`,
        extraOptions: ADMIN,
        providesTags: (_result, _error, id) => [{ type: 'AdminInquiry', id }],
      }),
      // A refusal (already answered) refreshes too: the answer someone else gave is shown.
      adminAnswerInquiry: build.mutation<Inquiry, { id: number; answer: string }>({
        query: ({ id, answer }) => ({
          url: `/admin/inquiries/${id}/answer`,
          method: 'PATCH',
          body: { admin_id: ADMIN_ID, answer },
        }),
        extraOptions: ADMIN,
        invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'AdminInquiry', id }],
      }),
    }),
  });

export const {
  useAdminListInquiriesQuery,
  useAdminGetInquiryQuery,
  useAdminAnswerInquiryMutation,
} = inquiriesApi;

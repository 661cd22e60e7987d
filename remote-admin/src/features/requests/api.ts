import type { MoneyRequest, MoneyRequestKind, MoneyRequestStatus } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';

export interface RequestsQuery {
  kind: MoneyRequestKind | null;
  status: MoneyRequestStatus | null;
  username: string;
  from: string;
  to: string;
  page: number;
}

interface DecisionArgs {
  id: number;
  adminMemo?: string | undefined;
}

/**
 * A decision changes the list, the dashboard's pending counts, the processed history and the
 * member's balance. Refused ones (409 already_decided) refresh too: someone decided first.
 */
const afterDecision = [
  { type: 'AdminRequest' as const, id: 'LIST' },
  'AdminHistory' as const,
  'AdminSummary' as const,
  'AdminUser' as const,
];

const decide =
  (action: 'approve' | 'reject' | 'cancel') =>
  ({ id, adminMemo }: DecisionArgs) => ({
    url: `/admin/requests/${id}/${action}`,
    method: 'POST',
    body: adminMemo ? { adminMemo } : {},
  });

/** Money requests in the back office (docs/api.md "Administrator"): the list and the decisions. */
export const requestsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminRequest', 'AdminHistory', 'AdminUser'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      listRequests: build.query<Paged<MoneyRequest>, RequestsQuery>({
        query: ({ kind, status, username, from, to, page }) => ({
          url: '/admin/requests',
          params: {
            ...(kind ? { kind } : {}),
            ...(status ? { status } : {}),
            ...(username ? { username } : {}),
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
            ...pageParams(page),
          },
        }),
        transformResponse: (rows: MoneyRequest[], meta) => withTotal(rows, meta),
        providesTags: [{ type: 'AdminRequest', id: 'LIST' }],
      }),
      approveRequest: build.mutation<MoneyRequest, DecisionArgs>({
        query: decide('approve'),
        invalidatesTags: afterDecision,
      }),
      rejectRequest: build.mutation<MoneyRequest, DecisionArgs & { adminMemo: string }>({
        query: decide('reject'),
        invalidatesTags: afterDecision,
      }),
      cancelRequest: build.mutation<MoneyRequest, DecisionArgs>({
        query: decide('cancel'),
        invalidatesTags: afterDecision,
      }),
    }),
  });

export const {
  useListRequestsQuery,
  useApproveRequestMutation,
  useRejectRequestMutation,
  useCancelRequestMutation,
} = requestsApi;

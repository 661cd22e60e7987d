import type { CorrectionBody, JournalEntry } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';
import { pageParams, withTotal } from '../../lib/paging';
import { type AdminMember, type AdminMemberDetail, type UsersPage, type UsersQuery } from './types';

type StatusChange = 'approved' | 'rejected' | 'blocked';

/** Member management (docs/api.md "Administrator"): list, detail, status changes, warnings. */
export const usersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminUser', 'AdminHistory'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      listUsers: build.query<UsersPage, UsersQuery>({
        query: ({ status, q, page }) => ({
          url: '/admin/users',
          params: {
            ...(status ? { status } : {}),
            ...(q ? { q } : {}),
            ...pageParams(page),
          },
        }),
        transformResponse: (users: AdminMember[], meta) => ({
          users,
          total: withTotal(users, meta).total,
        }),
        providesTags: [{ type: 'AdminUser', id: 'LIST' }],
      }),
      getUser: build.query<AdminMemberDetail, string>({
        query: (id) => `/admin/users/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
      }),
      changeUserStatus: build.mutation<AdminMemberDetail, { id: string; status: StatusChange }>({
        query: ({ id, status }) => ({
          url: `/admin/users/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { status },
        }),
        // A refusal (invalid_transition) also refreshes: someone else may have decided first.
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminUser', id },
          { type: 'AdminUser', id: 'LIST' },
          'AdminSummary',
        ],
      }),
      addWarning: build.mutation<AdminMemberDetail, { id: string; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/admin/users/${encodeURIComponent(id)}/warnings`,
          method: 'POST',
          body: { reason },
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminUser', id },
          { type: 'AdminUser', id: 'LIST' },
        ],
      }),
      clearWarnings: build.mutation<AdminMemberDetail, { id: string }>({
        query: ({ id }) => ({
          url: `/admin/users/${encodeURIComponent(id)}/warnings`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminUser', id },
          { type: 'AdminUser', id: 'LIST' },
        ],
      }),
      /**
       * A credit (positive) or debit (negative) of the member's wallet, as its own journal entry.
       * The key is made when the confirmation opens: a second try of the same correction (a lost
       * answer, a double click) is answered, not posted again.
       */
      postCorrection: build.mutation<
        JournalEntry,
        { id: string; body: CorrectionBody; idempotencyKey: string }
      >({
        query: ({ id, body, idempotencyKey }) => ({
          url: `/admin/users/${encodeURIComponent(id)}/corrections`,
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        // The member's balance is refetched from the server, never computed here.
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminUser', id },
          { type: 'AdminUser', id: 'LIST' },
          'AdminHistory',
        ],
      }),
    }),
  });

export const {
  useListUsersQuery,
  useGetUserQuery,
  useChangeUserStatusMutation,
  useAddWarningMutation,
  useClearWarningsMutation,
  usePostCorrectionMutation,
} = usersApi;

import type { AdminMember, SendMessageBody, SentMessage } from '@wallet/shared/domain';
import { baseApi, type SessionOptions } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';

/** Every call carries the administrator's token; a 401 ends the administrator's session. */
const ADMIN = { session: 'admin' } satisfies SessionOptions;

const SENT = [{ type: 'AdminSentMessage' as const, id: 'LIST' }];

/** How many matches the recipient search offers at a time. */
export const RECIPIENT_SEARCH_LIMIT = 10;

/** Messages from the back office: sending one, the sent list and the recipient search. */
export const messagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminSentMessage'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      adminSendMessage: build.mutation<SentMessage, SendMessageBody>({
        query: (body) => ({ url: '/admin/messages', method: 'POST', body }),
        extraOptions: ADMIN,
        invalidatesTags: SENT,
      }),
      adminListSentMessages: build.query<Paged<SentMessage>, { page: number }>({
        query: ({ page }) => ({ url: '/admin/messages/sent', params: pageParams(page) }),
        transformResponse: (rows: SentMessage[], meta) => withTotal(rows, meta),
        extraOptions: ADMIN,
        providesTags: SENT,
      }),
      /** Only approved members receive messages, so only they are offered. */
      adminSearchRecipients: build.query<AdminMember[], string>({
        query: (q) => ({
          url: '/admin/users',
          params: { q, status: 'approved', limit: RECIPIENT_SEARCH_LIMIT },
        }),
        extraOptions: ADMIN,
        keepUnusedDataFor: 30,
      }),
    }),
  });

export const {
  useAdminSendMessageMutation,
  useAdminListSentMessagesQuery,
  useAdminSearchRecipientsQuery,
  useLazyAdminSearchRecipientsQuery,
} = messagesApi;

import type { UnreadCount } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** GET /messages/unread-count, polled by the header badge. */
export const messagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/messages/unread-count',
      providesTags: ['UnreadCount'],
    }),
  }),
});

export const { useGetUnreadCountQuery } = messagesApi;

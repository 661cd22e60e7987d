import { messageDetailSchema, type MessageDetail } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';
import { contentApi, INBOX_LIST_TAG } from '../../lib/content';

/** The member's own message calls; the inbox list is in lib/content (the home page shows it too). */
export const messagesApi = contentApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /messages/{id}: the server marks it read as it answers. */
    getInboxMessage: build.query<MessageDetail, number>({
      query: (id) => `/messages/${id}`,
      responseSchema: messageDetailSchema,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Now read: the header's badge (the shell's query) and the inbox's "unread" follow at once.
        dispatch(baseApi.util.invalidateTags(['UnreadCount']));
        dispatch(contentApi.util.invalidateTags([INBOX_LIST_TAG]));
      },
    }),
  }),
});

export const { useGetInboxMessageQuery } = messagesApi;

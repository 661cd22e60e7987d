import { z } from 'zod/mini';
import {
  inboxMessageSchema,
  noticeSchema,
  type InboxMessage,
  type Notice,
} from '@wallet/shared/domain';
import { baseApi, PUBLIC_CALL } from '@wallet/shared/store';
import { contentPageQuery, toContentPage, type ContentPage, type PageArgs } from './paging';

/**
 * The lists the home page shares with the messages and notices features: one definition, one
 * cache. The features add their own calls (a message, a notice) to this api object.
 */
export const contentApi = baseApi.enhanceEndpoints({ addTagTypes: ['InboxMessage', 'Notice'] });

/** Every page of the inbox: reading a message invalidates it, so its "unread" goes. */
export const INBOX_LIST_TAG = { type: 'InboxMessage', id: 'LIST' } as const;

export const contentListsApi = contentApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /messages: the member's messages, newest first. */
    listInboxMessages: build.query<ContentPage<InboxMessage>, PageArgs>({
      query: (args) => ({ url: '/messages', params: contentPageQuery(args) }),
      rawResponseSchema: z.array(inboxMessageSchema),
      transformResponse: (rows: InboxMessage[], meta) => toContentPage(rows, meta),
      providesTags: [INBOX_LIST_TAG],
    }),
    /** GET /notices: public; pinned first, then newest, in the server's order. */
    listPublicNotices: build.query<ContentPage<Notice>, PageArgs>({
      query: (args) => ({ url: '/notices', params: contentPageQuery(args) }),
      rawResponseSchema: z.array(noticeSchema),
      transformResponse: (rows: Notice[], meta) => toContentPage(rows, meta),
      providesTags: [{ type: 'Notice', id: 'LIST' }],
      extraOptions: PUBLIC_CALL,
    }),
  }),
});

export const { useListInboxMessagesQuery, useListPublicNoticesQuery } = contentListsApi;

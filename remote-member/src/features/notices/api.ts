import { noticeSchema, type Notice } from '@wallet/shared/domain';
import { PUBLIC_CALL } from '@wallet/shared/store';
import { contentApi } from '../../lib/content';

/** One notice (public); the list is in lib/content, since the home page shows it too. */
export const noticesApi = contentApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /notices/{id}. */
    getPublicNotice: build.query<Notice, number>({
      query: (id) => `/notices/${id}`,
      responseSchema: noticeSchema,
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
      extraOptions: PUBLIC_CALL,
    }),
  }),
});

export const { useGetPublicNoticeQuery } = noticesApi;

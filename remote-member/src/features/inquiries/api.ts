import { z } from 'zod/mini';
import { inquirySchema, type Inquiry, type inquiryBodySchema } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';
import {
  contentPageQuery,
  toContentPage,
  type ContentPage,
  type PageArgs,
} from '../../lib/content';

/** What the write form sends: the body schema's output (category chosen, texts trimmed). */
export type InquiryBody = z.output<typeof inquiryBodySchema>;

const inquiryTaggedApi = baseApi.enhanceEndpoints({ addTagTypes: ['Inquiry'] });
const LIST = { type: 'Inquiry', id: 'LIST' } as const;

/** The member's own 1:1 inquiries: the list, one of them, and writing a new one. */
export const inquiriesApi = inquiryTaggedApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /users/inquiries: the member's own, newest first. */
    listMyInquiries: build.query<ContentPage<Inquiry>, PageArgs>({
      query: (args) => ({ url: '/users/inquiries', params: contentPageQuery(args) }),
      rawResponseSchema: z.array(inquirySchema),
      transformResponse: (rows: Inquiry[], meta) => toContentPage(rows, meta),
      providesTags: [LIST],
    }),
    /** GET /users/inquiries/{id}: with the answer once there is one. */
    getMyInquiry: build.query<Inquiry, number>({
      query: (id) => `/users/inquiries/${id}`,
      responseSchema: inquirySchema,
      providesTags: (_result, _error, id) => [{ type: 'Inquiry', id }],
    }),
    /** POST /users/inquiries: 409 pending_exists while one waits for an answer. */
    createInquiry: build.mutation<Inquiry, InquiryBody>({
      query: (body) => ({ url: '/users/inquiries', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useListMyInquiriesQuery, useGetMyInquiryQuery, useCreateInquiryMutation } =
  inquiriesApi;

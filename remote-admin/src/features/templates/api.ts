import type { MessageTemplate } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** The auto-message templates (docs/product.md §3 and §14, §3). */
export const templatesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MessageTemplate'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      listMessageTemplates: build.query<MessageTemplate[], void>({
        query: () => '/admin/message-templates',
        providesTags: ['MessageTemplate'],
      }),
      /** POST the whole list; the answer is the saved list. */
      saveMessageTemplates: build.mutation<MessageTemplate[], MessageTemplate[]>({
        query: (templates) => ({
          url: '/admin/message-templates',
          method: 'POST',
          body: templates,
        }),
        invalidatesTags: ['MessageTemplate'],
      }),
    }),
  });

export const { useListMessageTemplatesQuery, useSaveMessageTemplatesMutation } = templatesApi;

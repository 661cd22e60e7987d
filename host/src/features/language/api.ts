import type { Language } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** PATCH /users/language: the language the member's auto-messages are written in. */
export const languageApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    saveLanguage: build.mutation<void, Language>({
      query: (language) => ({ url: '/users/language', method: 'PATCH', body: { language } }),
    }),
  }),
});

export const { useSaveLanguageMutation } = languageApi;

import { z } from 'zod/mini';
import { publicEventSchema, type PublicEvent } from '@wallet/shared/domain';
import { baseApi, PUBLIC_CALL } from '@wallet/shared/store';

/** The home page's own call; the notice and inbox lists it shows are in lib/content. */
export const homeApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /events/active (public): popups live now, within their dates. */
    listActivePopups: build.query<PublicEvent[], void>({
      query: () => '/events/active',
      responseSchema: z.array(publicEventSchema),
      extraOptions: PUBLIC_CALL,
    }),
  }),
});

export const { useListActivePopupsQuery } = homeApi;

import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * Tags the features provide and invalidate. Declared here, once, because every app injects its
 * endpoints into this one api object.
 */
export const API_TAGS = ['UserInfo', 'UnreadCount', 'ExchangeRate', 'AdminSummary'] as const;
export type ApiTag = (typeof API_TAGS)[number];

/**
 * The one RTK Query api of the site, with no endpoints: each feature adds its own with
 * `baseApi.injectEndpoints` next to the screens that use them.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: API_TAGS,
  // Balance and badge follow the member back to the tab or back online (with setupListeners).
  refetchOnFocus: true,
  refetchOnReconnect: true,
  // An answer that fails an endpoint's responseSchema (an HTML page, a wrong shape) is an
  // ordinary failed call for the screen, not an unhandled exception.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `${error.schemaName} failed validation`,
    data: error.issues,
  }),
  endpoints: () => ({}),
});

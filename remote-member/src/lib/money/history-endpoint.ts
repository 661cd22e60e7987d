import type { FetchBaseQueryMeta } from '@wallet/shared/store';
import type { MoneyRequest } from '@wallet/shared/domain';
import { historyRowsSchema, pageQuery, toHistoryPage, type HistoryArgs } from './history';
import { LIST_TAG } from './money-api';

/**
 * The definition of a paged history call on `url` (`?type=&limit=&offset=`, rows checked against
 * the request schema, X-Total-Count read). The feature still writes
 * `name: build.query(historyEndpoint<Filter>(url))`, so each endpoint name stays in its feature's
 * api.ts, where the unique-name test looks for it; build.query infers `HistoryPage` and
 * `HistoryArgs<Filter>` from this definition.
 */
export function historyEndpoint<Filter extends string = never>(url: string) {
  return {
    query: ({ type, page }: HistoryArgs<Filter>) => ({
      url,
      params: { ...(type ? { type } : {}), ...pageQuery(page) },
    }),
    rawResponseSchema: historyRowsSchema,
    transformResponse: (rows: MoneyRequest[], meta: FetchBaseQueryMeta | undefined) =>
      toHistoryPage(rows, meta),
    // Every create and cancel invalidates LIST_TAG, so each history refreshes after one.
    providesTags: [LIST_TAG],
  };
}

import type { HistoryKind, HistoryRow } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';
import { filenameOf } from '../../lib/save-file';

export interface HistoryFilters {
  kind: HistoryKind | null;
  username: string;
  from: string;
  to: string;
}

export interface CsvFile {
  text: string;
  /** From the server's Content-Disposition, else null. */
  filename: string | null;
}

const filterParams = ({ kind, username, from, to }: HistoryFilters) => ({
  ...(kind ? { kind } : {}),
  ...(username ? { username } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** GET /admin/history: processed requests and ledger movements, as a page or as a CSV file. */
export const historyApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminHistory'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      listHistory: build.query<Paged<HistoryRow>, HistoryFilters & { page: number }>({
        query: ({ page, ...filters }) => ({
          url: '/admin/history',
          params: { ...filterParams(filters), ...pageParams(page) },
        }),
        transformResponse: (rows: HistoryRow[], meta) => withTotal(rows, meta),
        providesTags: ['AdminHistory'],
      }),
      /**
       * Every match of the filters as CSV (no page), with the administrator's bearer token like
       * any /admin call. Read as text; a refusal still arrives as the API's JSON error.
       */
      downloadHistoryCsv: build.query<CsvFile, HistoryFilters>({
        query: (filters) => ({
          url: '/admin/history',
          params: { ...filterParams(filters), format: 'csv' },
          responseHandler: 'content-type',
        }),
        transformResponse: (text: string, meta) => ({
          text,
          filename: filenameOf(meta?.response?.headers.get('Content-Disposition')),
        }),
        // The file goes to the browser's downloads; the store does not keep a copy.
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const { useListHistoryQuery } = historyApi;

import type { FetchBaseQueryMeta } from '@wallet/shared/store';

/** Rows per page of the back office's money lists. */
export const PAGE_SIZE = 20;

/** One page of a list and the total of every match (docs/api.md: the `X-Total-Count` header). */
export interface Paged<T> {
  rows: T[];
  total: number;
}

/** `?limit=&offset=` of page `page` (1-based). */
export function pageParams(page: number) {
  return { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * The page's rows come in the body, the total in X-Total-Count; an answer without the header
 * counts only what it holds, so the pager never offers pages that cannot exist.
 */
export function withTotal<T>(rows: T[], meta: FetchBaseQueryMeta | undefined): Paged<T> {
  const header = meta?.response?.headers.get('X-Total-Count');
  const total = header === null || header === undefined ? Number.NaN : Number(header);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** How many pages a total needs; an empty list still shows "page 1 of 1". */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

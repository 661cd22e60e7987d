import type { FetchBaseQueryMeta } from '@wallet/shared/store';
import { useSearchParams } from '@wallet/shared/router';

/** Rows per page of the inbox, the notices and the inquiries. */
export const CONTENT_PAGE_SIZE = 20;

/** A page of a list: its rows and the total of all of them (X-Total-Count). */
export interface ContentPage<Row> {
  rows: Row[];
  total: number;
}

/** Which page to ask for; `limit` lets a summary (the home page) ask for only a few rows. */
export interface PageArgs {
  page: number;
  limit?: number;
}

/** `?limit=&offset=` of a 1-based page. */
export const contentPageQuery = ({ page, limit = CONTENT_PAGE_SIZE }: PageArgs) => ({
  limit,
  offset: (page - 1) * limit,
});

export function toContentPage<Row>(
  rows: Row[],
  meta: FetchBaseQueryMeta | undefined,
): ContentPage<Row> {
  const header = meta?.response?.headers.get('X-Total-Count');
  const total = header ? Number(header) : Number.NaN;
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export const contentPageCount = (total: number, limit = CONTENT_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / limit));

/** The page of a list, kept in the address (`?page=2`) so that "back" and a reload return to it. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return { page, goTo };
}

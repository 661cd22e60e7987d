import type { FetchBaseQueryMeta } from '@wallet/shared/store';
import { z } from 'zod/mini';
import { moneyRequestSchema, type MoneyRequest } from '@wallet/shared/domain';

/** Rows per page of every money history. */
export const HISTORY_PAGE_SIZE = 20;

/** A page of a history: its rows and the total of all of them (X-Total-Count, docs/api.md). */
export interface HistoryPage {
  rows: MoneyRequest[];
  total: number;
}

/**
 * What a history page asks for: a 1-based page and, where the history has a type filter, one type
 * (null or absent: all of them).
 */
export interface HistoryArgs<Filter extends string = never> {
  type?: Filter | null;
  page: number;
}

/** A history answer is a list of request objects; anything else is a failed call. */
export const historyRowsSchema = z.array(moneyRequestSchema);

export function toHistoryPage(rows: MoneyRequest[], meta: FetchBaseQueryMeta | undefined) {
  const header = meta?.response?.headers.get('X-Total-Count');
  const total = header ? Number(header) : Number.NaN;
  return { rows, total: Number.isFinite(total) ? total : rows.length } satisfies HistoryPage;
}

/** `?limit=&offset=` of a 1-based page. */
export const pageQuery = (page: number) => ({
  limit: HISTORY_PAGE_SIZE,
  offset: (page - 1) * HISTORY_PAGE_SIZE,
});

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

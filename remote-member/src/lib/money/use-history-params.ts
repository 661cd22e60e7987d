import { oneOf, useListParams } from '@wallet/shared/ui';

const KEYS = ['type'] as const;

/**
 * A history's filter and page, kept in the address (`?type=charge&page=2`) so that "back" and a
 * reload return to the same view. A filter value the page does not know reads as "all".
 */
export function useHistoryParams<Filter extends string>(filters: readonly Filter[]) {
  const { filters: shown, page, go: goTo } = useListParams(KEYS);
  const filter = oneOf(filters, shown.type);

  const go = (next: { filter?: Filter | null; page?: number }) =>
    goTo({ ...('filter' in next ? { type: next.filter ?? '' } : {}), page: next.page });

  return { filter, page, go };
}

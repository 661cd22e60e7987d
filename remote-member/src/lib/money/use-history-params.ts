import { useSearchParams } from 'react-router-dom';

/**
 * A history's filter and page, kept in the address (`?type=charge&page=2`) so that "back" and a
 * reload return to the same view. A filter value the page does not know reads as "all".
 */
export function useHistoryParams<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const filter = filters.find((value) => value === params.get('type')) ?? null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = (next: { filter?: Filter | null; page?: number }) => {
    const merged = { filter, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.filter) search.set('type', merged.filter);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  return { filter, page, go };
}

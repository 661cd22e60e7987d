import { useEffect, useRef } from 'react';
import { useSearchParams } from '@wallet/shared/router';

export type ListFilters<K extends string> = Record<K, string>;

/**
 * A list's filters and page, kept in the URL so "back" and a shared link show the same view.
 * Any filter change starts again at page 1; empty filters are left out of the address.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filtersOf = (source: URLSearchParams) =>
    Object.fromEntries(keys.map((key) => [key, source.get(key) ?? ''])) as ListFilters<K>;
  const filters = filtersOf(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The addresses this page asked for and has not shown yet, oldest first. The shell's
  // navigation waits for its loader, and React may show an older one late, so a second change
  // (a status picked, then Search pressed at once, then "Next page") must build on the newest
  // asked for, not on the address shown, or the first is lost.
  const asked = useRef<string[]>([]);
  const shown = params.toString();
  useEffect(() => {
    asked.current = stillComing(asked.current, shown);
  }, [shown]);

  const go = (next: Partial<ListFilters<K>> & { page?: number }) => {
    const { page: nextPage = 1, ...changed } = next;
    const newest = asked.current.at(-1);
    const base = filtersOf(newest === undefined ? params : new URLSearchParams(newest));
    const merged: Record<string, string> = { ...base, ...changed };
    const search = new URLSearchParams();
    for (const key of keys) {
      const value = merged[key];
      if (value) search.set(key, value);
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    asked.current = [...asked.current, search.toString()];
    setParams(search);
  };

  return { filters, page, go, setParams };
}

/**
 * What is still on its way once `shown` is on screen: when it is one this page asked for, the
 * ones asked after it (the older ones have arrived or been overtaken); when it is another (back,
 * a link, a page clamped), nothing.
 */
export function stillComing(asked: readonly string[], shown: string): string[] {
  const index = asked.lastIndexOf(shown);
  return index === -1 ? [] : asked.slice(index + 1);
}

/**
 * A page past the end (an old link, rows decided since) moves to the last page, judged on this
 * page's own answer (`known`), never on the previous view's.
 */
export function useClampPage(
  page: number,
  pages: number,
  known: boolean,
  setParams: ReturnType<typeof useSearchParams>[1],
): boolean {
  const pastTheEnd = known && page > pages;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (pages > 1) next.set('page', String(pages));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [pastTheEnd, pages, setParams]);
  return pastTheEnd;
}

/** The value when it is one of `allowed`, else null (a hand-edited or stale address). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | null {
  return allowed.find((item) => item === value) ?? null;
}

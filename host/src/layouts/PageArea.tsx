import type { ReactNode } from 'react';
import { useLocation } from '@wallet/shared/router';

/**
 * The page area, re-created whenever the full path changes (docs/product.md §11): a page starts
 * fresh, and its route guard runs again, on every navigation.
 */
export function PageArea({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <main key={`${pathname}${search}`} id="main" className="page-area">
      {children}
    </main>
  );
}

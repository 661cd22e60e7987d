import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { useLocation, useNavigate } from '@wallet/shared/router';
import type { RouteGuard as GuardKind } from '@wallet/shared/contracts';
import { useAppStore } from '@wallet/shared/store';
import { guardRefusal } from '../guard-rules';
import { returnState } from '../return-address';

/**
 * Opens its page only when the session allows it; otherwise alerts and redirects (docs/product.md §11).
 * Decided once per mount, like a router's before-each: the page area is re-created on every
 * path change, and a session that ends while a page is open is the 401 dialog's business.
 */
export function RouteGuard({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const [refusal] = useState(() => guardRefusal(guard, store.getState().auth));
  // StrictMode runs effects twice in development; one alert is enough.
  const handled = useRef(false);

  useEffect(() => {
    if (!refusal || handled.current) return;
    handled.current = true;
    window.alert(t(refusal.message));
    // After logging in, the person comes back here.
    void navigate(refusal.redirectTo, { replace: true, state: returnState(location) });
  }, [refusal, navigate, location, t]);

  return refusal ? null : children;
}

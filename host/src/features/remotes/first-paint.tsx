import { useLayoutEffect } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Loading } from '@wallet/shared/ui';

import { showApp } from './drawing';

// While the served page's drawing stands (./drawing.ts), the app renders behind it; it gives way
// once the page area shows the page (or its error) rather than a route's loading fallback: the
// reader sees the drawing, then the same page alive, never a spinner between the two.

let fallbacksShown = 0;

function showAppUnlessWaiting() {
  if (fallbacksShown === 0) showApp();
}

/** A route's loading fallback: while one is shown, the drawing stays. */
export function RouteLoading() {
  const { t } = useTranslation();
  useLayoutEffect(() => {
    fallbacksShown += 1;
    return () => {
      fallbacksShown -= 1;
      // One fallback often gives way to the next in the same commit: look once it is done.
      queueMicrotask(showAppUnlessWaiting);
    };
  }, []);
  return <Loading label={t('loading')} />;
}

/**
 * In the root route's layout and error screen (not above the router, whose first commit, before
 * the root route's loader, holds no screen at all): after the commit that first shows the route,
 * the drawing goes unless a fallback holds it.
 */
export function FirstPaintTakeover() {
  useLayoutEffect(() => {
    queueMicrotask(showAppUnlessWaiting);
  }, []);
  return null;
}

import { useLayoutEffect } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Loading } from '@wallet/shared/ui';

/*
 * The served page may carry the page's first paint (docs/architecture.md, "First paint from the
 * served page"): a drawing of the page in #first-paint, inert, with #root hidden behind it. The
 * app renders into #root meanwhile, and the drawing gives way once the page area shows the page
 * (or its error) rather than a route's loading fallback: the reader sees the drawing, then the
 * same page alive, never a spinner between the two.
 */

/** How long a drawing may stand at most, should a remote never answer. */
const LONGEST_DRAWING_MS = 10_000;
let fallbacksShown = 0;

/** Drops the drawing, if the served page had one, and shows the app. */
export function showApp(): void {
  const drawing = document.getElementById('first-paint');
  if (!drawing) return;
  drawing.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

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

/** Once, at the app's top: after the first commit, the drawing goes unless a fallback holds it. */
export function FirstPaintTakeover() {
  useLayoutEffect(() => {
    queueMicrotask(showAppUnlessWaiting);
    const timer = setTimeout(showApp, LONGEST_DRAWING_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

import type { Ref } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { DecisionResult } from '../use-decision';

/**
 * The outcome of the last decision, under the list and kept in view at the foot of the window
 * however far the administrator has scrolled; the decided row itself is marked, wherever it has
 * moved to (pending rows come first). The status region is always in the page, so assistive
 * technology announces each new outcome; a failure interrupts (role alert). It stays until closed
 * or the next decision: an administrator who looked away still reads it.
 */
export function DecisionToast({
  result,
  onClose,
  ref,
}: {
  result: DecisionResult | null;
  onClose: () => void;
  /** Takes the focus when the decided row has left the page (a status filter). */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('adminMoney');
  const className = [
    'decision-toast',
    result ? 'decision-toast--shown' : '',
    result && !result.ok ? 'decision-toast--failed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={ref} tabIndex={-1} className={className}>
      <div role="status" aria-live="polite" className="decision-toast__message">
        {result?.ok ? <p>{result.message}</p> : null}
        {result && !result.ok ? <p role="alert">{result.message}</p> : null}
      </div>
      {result ? (
        <button
          type="button"
          className="decision-toast__close"
          aria-label={t('decision.closeOutcome')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

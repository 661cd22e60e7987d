import type { ReactNode } from 'react';

export interface FormOutcome {
  ok: boolean;
  message: string;
}

/**
 * A form's buttons with the outcome of the last submit right beside them, where the eye and the
 * keyboard already are on a long form. The status region is always in the page, so assistive
 * technology announces each new outcome.
 */
export function FormFooter({
  children,
  outcome,
}: {
  children: ReactNode;
  outcome: FormOutcome | null;
}) {
  return (
    <div className="ui-form-footer">
      <div className="ui-form-footer__buttons">{children}</div>
      <div role="status" aria-live="polite" className="ui-form-footer__status">
        {outcome?.ok ? <p className="ui-status">{outcome.message}</p> : null}
        {/* A failure interrupts (role alert); a success waits its turn (the status region). */}
        {outcome && !outcome.ok ? (
          <p role="alert" className="ui-error">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

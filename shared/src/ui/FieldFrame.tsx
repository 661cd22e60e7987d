import { useId, type ReactNode } from 'react';
import { describedBy } from './field-ids';

/**
 * The id and aria attributes that tie a field's control to its hint and error. Every field
 * primitive spreads `control` on its input, select or textarea.
 */
export function useFieldControl(id: string | undefined, hint?: string, error?: string) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return {
    controlId,
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(controlId, hint, error),
    },
  };
}

interface FieldFrameProps {
  controlId: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, hint, the control, then the error: the one layout every field primitive shares. */
export function FieldFrame({
  controlId,
  label,
  hint,
  error,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <p id={`${controlId}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${controlId}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy } from './field-ids';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with its hint and error, like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={inputId}
        className="ui-field__input ui-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...textarea}
      />
      {error ? (
        <p id={`${inputId}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

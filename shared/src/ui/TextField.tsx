import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from './field-ids';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated error text shown under the input and announced with it. */
  error?: string | undefined;
  /** A translated rule or tip shown under the label, read with the input (e.g. "6 digits"). */
  hint?: string | undefined;
  /** Something beside the input, such as a "check" button. */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error, tied together for assistive technology (htmlFor, aria-*). */
export function TextField({
  label,
  error,
  hint,
  addon,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const control = (
    <input
      ref={ref}
      id={inputId}
      className="ui-field__input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, hint, error)}
      {...input}
    />
  );
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
      {addon ? (
        <div className="ui-field__row">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={`${inputId}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

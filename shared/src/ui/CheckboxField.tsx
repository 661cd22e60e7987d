import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { describedBy } from './field-ids';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label after it and its error announced with it. */
export function CheckboxField({ label, error, id, className, ref, ...input }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={['ui-field', 'ui-field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="ui-field__row">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

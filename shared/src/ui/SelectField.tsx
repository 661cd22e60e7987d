import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy } from './field-ids';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The `<option>` elements, translated by the caller. */
  children: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with its hint and error, like TextField. */
export function SelectField({
  label,
  children,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      {hint ? (
        <p id={`${selectId}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <select
        ref={ref}
        id={selectId}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

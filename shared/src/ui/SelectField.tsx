import { type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl } from './FieldFrame';

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
  const { controlId, control } = useFieldControl(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <select ref={ref} className="ui-field__input" {...control} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

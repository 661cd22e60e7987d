import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, useFieldControl } from './FieldFrame';

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
  const { controlId, control } = useFieldControl(id, hint, error);
  const inputElement = <input ref={ref} className="ui-field__input" {...control} {...input} />;
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} error={error} className={className}>
      {addon ? (
        <div className="ui-field__row">
          {inputElement}
          {addon}
        </div>
      ) : (
        inputElement
      )}
    </FieldFrame>
  );
}

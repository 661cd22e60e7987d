import { type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldControl } from './FieldFrame';

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
  const { controlId, control } = useFieldControl(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        className="ui-field__input ui-field__textarea"
        {...control}
        {...textarea}
      />
    </FieldFrame>
  );
}

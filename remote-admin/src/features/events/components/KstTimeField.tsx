import { useState, type Ref } from 'react';
import { TextField } from '@wallet/shared/ui';
import { fromKstInput, toKstInput } from '../event-times';

export interface KstTimeFieldProps {
  label: string;
  hint: string;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  /** The ISO instant held by the form ('' while the text is not a time yet). */
  value: string | undefined;
  onChange: (iso: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * A Korean wall-clock time typed as `YYYY-MM-DD HH:mm`. A native datetime-local input would show
 * the browser's own order (mm/dd/yyyy, AM/PM in an English one) beside a "KST" label; the text
 * keeps what the administrator types and hands the form the instant once it is a whole time.
 */
export function KstTimeField({
  label,
  hint,
  name,
  inputRef,
  value,
  onChange,
  onBlur,
  error,
}: KstTimeFieldProps) {
  const [text, setText] = useState(() => toKstInput(value));
  return (
    <TextField
      label={label}
      hint={hint}
      name={name}
      ref={inputRef}
      placeholder="YYYY-MM-DD HH:mm"
      autoComplete="off"
      maxLength={16}
      value={text}
      onBlur={onBlur}
      onChange={(change) => {
        setText(change.target.value);
        onChange(fromKstInput(change.target.value));
      }}
      error={error}
    />
  );
}

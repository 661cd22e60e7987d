import type { ComponentPropsWithRef } from 'react';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * `danger` for the confirmed irreversible step (Reject, Delete, Block in a dialog);
   * `danger-quiet` for a row's destructive action that still asks first.
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-quiet';
}

/** A button that is never an accidental form submit: `type` defaults to "button". */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

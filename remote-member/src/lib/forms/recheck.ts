import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * An onChange for a password whose confirmation must match it: re-checks the confirmation, but
 * only once the person has been through it. (react-hook-form's `deps` would also mark an
 * untouched, empty confirmation "required", and that stale error vanishing on the next blur
 * moves the form under the person's pointer.)
 */
export function recheckWhenTouched<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getFieldState' | 'trigger'>,
  confirmation: Path<Values>,
) {
  return () => {
    if (form.getFieldState(confirmation).isTouched) void form.trigger(confirmation);
  };
}

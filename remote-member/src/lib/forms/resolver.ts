import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  set,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form's resolver from one of the shared account schemas, plus the "confirmation matches"
 * checks those schemas make in an object-level refine. Zod skips such a refine while any other
 * field is invalid, so without this the mismatch would only appear once the whole form is
 * otherwise right; the person should see it beside the confirmation as they type.
 *
 * `Values` is what the form holds, which the schema's input type is stricter than (an unchosen
 * platform is '', an unticked box false); the schema refuses those, so the cast is safe.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, FieldValues>,
  confirmations: ReadonlyArray<readonly [Path<Values>, Path<Values>]> = [],
): Resolver<Values, unknown, Output> {
  const base = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const mismatched = confirmations.filter(([field, confirm]) => {
      const typed: unknown = get(values, confirm);
      return (
        typeof typed === 'string' &&
        typed !== '' &&
        typed !== get(values, field) &&
        !get(result.errors, confirm)
      );
    });
    if (mismatched.length === 0) return result;
    // A success carries `{}` as errors; either way, a copy to add to.
    const errors: FieldErrors<Values> = { ...(result.errors as FieldErrors<Values>) };
    for (const [, confirm] of mismatched) {
      set(errors, confirm, { type: 'mismatch', message: 'mismatch' });
    }
    return { values: {}, errors };
  };
}

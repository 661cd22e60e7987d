import type { z } from 'zod';

/**
 * The longest text a field's schema takes, read from the schema itself so that a "too long"
 * message names the limit the server applies, not a copy of it: the tightest length check among
 * the schema's checks (full and mini zod alike), looking through wrappers (optional, nullable,
 * default, a pipe's input). Undefined when the schema sets no maximum.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  let maximum: number | undefined;
  for (const check of def.checks ?? []) {
    const checkDef = (check as z.core.$ZodChecks)._zod.def;
    if (checkDef.check === 'max_length') maximum = Math.min(maximum ?? Infinity, checkDef.maximum);
  }
  if (maximum !== undefined) return maximum;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return maxLengthOf(def.innerType);
    case 'pipe':
      return maxLengthOf(def.in);
    default:
      return undefined;
  }
}

/** `maxLengthOf` for each field of an object schema, by field name. */
export function maxLengthsOf<Shape extends Readonly<Record<string, z.core.$ZodType>>>(
  shape: Shape,
): Partial<Record<keyof Shape, number>> {
  const limits: Partial<Record<keyof Shape, number>> = {};
  for (const name of Object.keys(shape) as Array<keyof Shape>) {
    const limit = shape[name] ? maxLengthOf(shape[name]) : undefined;
    if (limit !== undefined) limits[name] = limit;
  }
  return limits;
}

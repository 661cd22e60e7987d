// zod's mini form: the shell reads error answers on every page (shared/src/zod/page-zod-mini.ts).
import { z } from 'zod/mini';

/** Per-field rule codes carried in an error's `fields` (docs/api.md "Conventions"). */
export const FIELD_CODES = [
  'required',
  'too_short',
  'too_long',
  'pattern',
  'mismatch',
  'invalid',
  'taken',
  'unknown',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export const apiErrorSchema = z
  .object({
    error: z.string().check(z.describe('A stable code, e.g. `invalid_credentials`')),
    message: z.string().check(z.describe('Readable text')),
    fields: z.optional(z.record(z.string(), z.enum(FIELD_CODES))),
  })
  .check(z.meta({ id: 'ApiError' }));
export type ApiError = z.infer<typeof apiErrorSchema>;

/** True when a value has the shape of an API error answer. */
export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}

import { apiErrorSchema, type ApiError } from '@wallet/shared/domain';

/** The per-field rule codes of a refusal: `{ content: 'invalid' }`. */
export type FieldCodes = NonNullable<ApiError['fields']>;

/** The `fields` of a refused call (422), or null when it named none. */
export function fieldCodesOf(failure: unknown): FieldCodes | null {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return null;
  const parsed = apiErrorSchema.safeParse(failure.data);
  const fields = parsed.success ? parsed.data.fields : undefined;
  return fields && Object.keys(fields).length > 0 ? fields : null;
}

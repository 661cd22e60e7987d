import { z } from 'zod';

/** An empty query value (a cleared filter field) means "no filter". */
export const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `?limit=&offset=` of every list (docs/api.md: default 50, max 200). */
export const pageFields = {
  limit: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(200, 'invalid')
    .default(50),
  offset: z.coerce.number('invalid').int('invalid').min(0, 'invalid').default(0),
};

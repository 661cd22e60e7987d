import { z } from 'zod';

export { emptyAsAbsent } from './empty-as-absent';

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

import { z } from 'zod/mini';
import { ROLES } from '../roles';

// zod's mini form (checks passed to `.check`): the shell's first page parses these, and it
// carries no full zod (shared/src/zod/page-zod-mini.ts).

/** POST /users/login. Both fields required; the form and the server use this one schema. */
export const loginBodySchema = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginAnswerSchema = z
  .object({
    token: z.string(),
    role: z.enum(ROLES),
    expiresAt: z.int().check(z.describe('Epoch seconds')),
  })
  .check(z.meta({ id: 'LoginAnswer' }));
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

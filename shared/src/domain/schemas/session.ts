import { z } from 'zod';
import { ROLES } from '../roles';

/** POST /users/login. Both fields required; the form and the server use this one schema. */
export const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'required').max(100, 'too_long'),
  password: z.string().min(1, 'required').max(200, 'too_long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginAnswerSchema = z
  .object({
    token: z.string(),
    role: z.enum(ROLES),
    expiresAt: z.number().int().describe('Epoch seconds'),
  })
  .meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

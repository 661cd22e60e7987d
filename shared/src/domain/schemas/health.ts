import { z } from 'zod';

export const healthAnswerSchema = z
  .object({ status: z.literal('ok'), db: z.literal('ok') })
  .meta({ id: 'Health' });

import { z } from 'zod/mini';
import { matches } from './mini-rules';

// zod's mini form, as the withdrawal bodies that use it (money-requests.ts).

/** The withdrawal (money) password: exactly six digits. */
export const moneyPasswordSchema = z
  .string()
  .check(z.minLength(1, 'required'), ...matches(/^[0-9]{6}$/, 'pattern'));

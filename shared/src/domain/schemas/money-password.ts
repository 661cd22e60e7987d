import { z } from 'zod/mini';
import { rule } from './mini-rules';

// zod's mini form, as the withdrawal bodies that use it (money-requests.ts).

const SIX_DIGITS = /^[0-9]{6}$/;

/** The withdrawal (money) password: exactly six digits. */
export const moneyPasswordSchema = z.string().check(
  z.minLength(1, 'required'),
  rule((password: string) => SIX_DIGITS.test(password), 'pattern'),
  z.meta({ pattern: SIX_DIGITS.source }),
);

import { z } from 'zod';
import { correctionBodySchema, toMajor, toMinor, type CorrectionBody } from '@wallet/shared/domain';

/**
 * The correction form as typed: a signed USD amount with at most two decimals, not zero, and a
 * reason (docs/product.md §4). Read from the text, so "10.005" is refused rather than rounded.
 */
export const correctionFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[-+]?\d+(\.\d{1,2})?$/, 'invalid')
    .refine((text) => {
      const amount = Number(text);
      return amount !== 0 && Math.abs(amount) <= 1_000_000;
    }, 'invalid'),
  reason: correctionBodySchema.shape.reason,
});
export type CorrectionForm = z.input<typeof correctionFormSchema>;

/** The POST body, checked once more with the server's own schema. */
export function bodyOf(form: CorrectionForm): CorrectionBody {
  return correctionBodySchema.parse({ amount: Number(form.amount), reason: form.reason });
}

/** The available balance after the correction, in exact cents. */
export function balanceAfter(balance: number, amount: number): number {
  const sum = (toMinor(balance, 'USD') ?? 0n) + (toMinor(amount, 'USD') ?? 0n);
  return toMajor(sum, 'USD');
}

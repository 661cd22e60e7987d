import { z } from 'zod/mini';
import { CURRENCIES } from '../money/amounts';

// zod's mini form: the member's charge page reads this answer (shared/src/zod/page-zod-mini.ts).

/** GET /deposit-addresses (member): the active address of each currency. */
export const depositAddressSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    label: z.string().check(z.describe('The bank, or the network of a USDT address')),
    account: z.string().check(z.describe('The account number or address')),
    holder: z.string(),
  })
  .check(z.meta({ id: 'DepositAddress' }));
export type DepositAddress = z.infer<typeof depositAddressSchema>;

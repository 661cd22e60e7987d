import { z } from 'zod/mini';
import type { Currency } from './money/amounts';
import { hasVisibleText } from './schemas/text-rules';

// zod's mini form: the charge page reads money requests, which hold payout accounts, with it.

/**
 * Where a payout goes (docs/money.md, "Requests and who moves them"): KRW and USD to the registered bank
 * account, PHP to the peso account, USDT to the wallet address, always in the member's own name.
 * The server refuses a withdrawal without one (`payout_account_required`) and stores the account
 * on the request, so the administrator pays exactly where the member asked.
 */
export const PAYOUT_KINDS = ['bank', 'peso', 'usdt'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

export const payoutAccountSchema = z
  .object({
    kind: z.enum(PAYOUT_KINDS),
    label: z.nullable(z.string()).check(z.describe('The bank or peso account type; null for USDT')),
    account: z.string().check(z.describe('Account number or wallet address')),
    holder: z.string().check(z.describe("The member's real name")),
  })
  .check(z.meta({ id: 'PayoutAccount' }));
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export function payoutKindOf(currency: Currency): PayoutKind {
  if (currency === 'PHP') return 'peso';
  if (currency === 'USDT') return 'usdt';
  return 'bank';
}

/** The member's registered accounts, as the server stores them and users/info answers them. */
export interface PayoutDetails {
  realName: string;
  bankName: string | null;
  bankAccount: string | null;
  pesoAccountType: string | null;
  pesoAccountNumber: string | null;
  walletAddress: string | null;
}

/** Text with something visible in it, trimmed; blank or invisible counts as missing. */
const filled = (text: string | null) => {
  const trimmed = text?.trim() ?? '';
  return hasVisibleText(trimmed) ? trimmed : null;
};

/** The account a payout in `currency` goes to, or null when none is registered. */
export function payoutAccountFor(member: PayoutDetails, currency: Currency): PayoutAccount | null {
  const kind = payoutKindOf(currency);
  const holder = member.realName;
  if (kind === 'bank') {
    const label = filled(member.bankName);
    const account = filled(member.bankAccount);
    return label && account ? { kind, label, account, holder } : null;
  }
  if (kind === 'peso') {
    const account = filled(member.pesoAccountNumber);
    return account ? { kind, label: filled(member.pesoAccountType), account, holder } : null;
  }
  const address = filled(member.walletAddress);
  return address ? { kind, label: null, account: address, holder } : null;
}

/** A charge needs the bank info registered first. */
export const hasBankInfo = (member: Pick<PayoutDetails, 'bankName' | 'bankAccount'>) =>
  filled(member.bankName) !== null && filled(member.bankAccount) !== null;

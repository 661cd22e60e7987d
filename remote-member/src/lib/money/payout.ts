import type { Currency, UserInfo } from '@wallet/shared/domain';

/** Which registered account a payout in a currency goes to (decisions.md §3). */
export type PayoutKind = 'bank' | 'peso' | 'usdt';

export interface PayoutAccount {
  kind: PayoutKind;
  /** The bank or account type; null for a USDT address. */
  label: string | null;
  account: string;
  /** Always the member's real name: payouts go only to the member's own accounts. */
  holder: string;
}

export function payoutKindOf(currency: Currency): PayoutKind {
  if (currency === 'PHP') return 'peso';
  if (currency === 'USDT') return 'usdt';
  return 'bank';
}

/** The member's account for a payout in `currency`, or null when none is registered. */
export function payoutAccountFor(info: UserInfo, currency: Currency): PayoutAccount | null {
  const kind = payoutKindOf(currency);
  const holder = info.realName;
  if (kind === 'bank') {
    return info.bankName && info.bankAccount
      ? { kind, label: info.bankName, account: info.bankAccount, holder }
      : null;
  }
  if (kind === 'peso') {
    return info.pesoAccountNumber
      ? { kind, label: info.pesoAccountType, account: info.pesoAccountNumber, holder }
      : null;
  }
  return info.walletAddress ? { kind, label: null, account: info.walletAddress, holder } : null;
}

/** Charging needs the bank info first (product-spec §5). */
export const hasBankInfo = (info: UserInfo) => Boolean(info.bankName && info.bankAccount);

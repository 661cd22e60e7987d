import {
  feePercent,
  PLATFORM_MINIMUM_MINOR,
  SUPPORT_BREAK,
  WALLET_MINIMUM_USD_MINOR,
} from '@wallet/shared/domain';
import { useFormat } from '@wallet/shared/i18n';

/**
 * The figures the explaining pages (home, how to play) quote, taken from the very constants the
 * forms and the server apply, so the texts cannot drift from the rules. Ready for `t()`, with the
 * amounts written in the interface language.
 */
export function useRuleFigures() {
  const { formatMinor } = useFormat();
  return {
    minimum: formatMinor(WALLET_MINIMUM_USD_MINOR, 'USD'),
    chargeFee: feePercent('wallet_charge', 'USD'),
    withdrawFee: feePercent('wallet_withdraw', 'USD'),
    withdrawKrwFee: feePercent('wallet_withdraw', 'KRW'),
    transferFee: feePercent('wallet_transfer', 'USD'),
    krwMinimum: formatMinor(PLATFORM_MINIMUM_MINOR.KRW, 'KRW'),
    usdMinimum: formatMinor(PLATFORM_MINIMUM_MINOR.USD, 'USD'),
    breakFrom: SUPPORT_BREAK.from,
    breakTo: SUPPORT_BREAK.to,
  };
}

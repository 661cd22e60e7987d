import { z } from 'zod/mini';
import {
  moneyPasswordSchema,
  PLATFORM_CURRENCY,
  PLATFORMS,
  platformRechargeBodySchema,
  platformWithdrawalBodySchema,
  superRule,
  type Platform,
  type PlatformRechargeBody,
  type PlatformWithdrawalBody,
} from '@wallet/shared/domain';
import { amountNumber, amountTextSchema, checkAmountDecimals } from '../../lib/money';

/*
 * The two platform trade forms. Amounts are in the platform's currency (KRW whole won, USD
 * cents); each form's rules end in the server's own body schema. In zod's mini form, as those
 * schemas, so the trade pages carry no full zod (docs/federation.md, "zod in two forms").
 */

export const isPlatform = (value: string): value is Platform => PLATFORMS.some((p) => p === value);

/** The amount's decimals, in the chosen platform's currency. */
const decimalsOnPlatform = superRule<{ platform: Platform; amount: string }>((values, ctx) =>
  checkAmountDecimals(values.amount, PLATFORM_CURRENCY[values.platform], ctx),
);

export interface RechargeFormValues {
  platform: Platform | '';
  amount: string;
  depositorName: string;
  txId: string;
}

export const EMPTY_RECHARGE: RechargeFormValues = {
  platform: '',
  amount: '',
  depositorName: '',
  txId: '',
};

export const rechargeFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        platform: z.enum(PLATFORMS, 'required'),
        amount: amountTextSchema,
        depositorName: z.string().check(z.trim(), z.maxLength(50, 'too_long')),
        txId: z.string().check(z.trim(), z.maxLength(120, 'too_long')),
      })
      .check(decimalsOnPlatform),
    z.transform((values): PlatformRechargeBody => ({
      platform: values.platform,
      amount: amountNumber(values.amount) ?? 0,
      depositorName: values.depositorName,
      txId: values.txId,
    })),
  ),
  platformRechargeBodySchema,
);

export interface PlatformWithdrawFormValues {
  platform: Platform | '';
  amount: string;
  moneyPassword: string;
}

export const EMPTY_PLATFORM_WITHDRAW: PlatformWithdrawFormValues = {
  platform: '',
  amount: '',
  moneyPassword: '',
};

export const platformWithdrawFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        platform: z.enum(PLATFORMS, 'required'),
        amount: amountTextSchema,
        moneyPassword: moneyPasswordSchema,
      })
      .check(decimalsOnPlatform),
    z.transform((values): PlatformWithdrawalBody => ({
      platform: values.platform,
      amount: amountNumber(values.amount) ?? 0,
      moneyPassword: values.moneyPassword,
    })),
  ),
  platformWithdrawalBodySchema,
);

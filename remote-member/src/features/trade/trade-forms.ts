import { z } from 'zod';
import {
  moneyPasswordSchema,
  PLATFORM_CURRENCY,
  PLATFORMS,
  platformRechargeBodySchema,
  platformWithdrawalBodySchema,
  type Platform,
  type PlatformRechargeBody,
  type PlatformWithdrawalBody,
} from '@wallet/shared/domain';
import { amountNumber, amountTextSchema, checkAmountDecimals } from '../../lib/money';

/*
 * The two platform trade forms. Amounts are in the platform's currency (KRW whole won, USD
 * cents); each form's rules end in the server's own body schema.
 */

export const isPlatform = (value: string): value is Platform => PLATFORMS.some((p) => p === value);

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

export const rechargeFormSchema = z
  .object({
    platform: z.enum(PLATFORMS, 'required'),
    amount: amountTextSchema,
    depositorName: z.string().trim().max(50, 'too_long'),
    txId: z.string().trim().max(120, 'too_long'),
  })
  .superRefine((values, ctx) =>
    checkAmountDecimals(values.amount, PLATFORM_CURRENCY[values.platform], ctx),
  )
  .transform((values): PlatformRechargeBody => ({
    platform: values.platform,
    amount: amountNumber(values.amount) ?? 0,
    depositorName: values.depositorName,
    txId: values.txId,
  }))
  .pipe(platformRechargeBodySchema);

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

export const platformWithdrawFormSchema = z
  .object({
    platform: z.enum(PLATFORMS, 'required'),
    amount: amountTextSchema,
    moneyPassword: moneyPasswordSchema,
  })
  .superRefine((values, ctx) =>
    checkAmountDecimals(values.amount, PLATFORM_CURRENCY[values.platform], ctx),
  )
  .transform((values): PlatformWithdrawalBody => ({
    platform: values.platform,
    amount: amountNumber(values.amount) ?? 0,
    moneyPassword: values.moneyPassword,
  }))
  .pipe(platformWithdrawalBodySchema);

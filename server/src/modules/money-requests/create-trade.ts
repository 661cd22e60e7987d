import {
  rateText,
  PLATFORM_CURRENCY,
  quotePlatformTrade,
  USD_RATE,
  type MoneyRequest,
  type Platform,
  type platformRechargeBodySchema,
  type platformWithdrawalBodySchema,
} from '@wallet/shared/domain';
import type { z } from 'zod';
import { assertMoneyPassword } from '../account/money-password';
import type { Remember } from '../idempotency/run';
import { amountMinor } from './amounts';
import { storeDepositRequest } from './deposit-request';
import type { MoneyContext } from './context';
import { assertPayoutAccount, moneyMember, platformIdOf, type MoneyMember } from './member';
import { activeDepositAddress } from '../deposit-addresses/queries';
import { precheckBeforePassword } from './precheck';
import { payoutColumns } from './present';
import { currentRate } from './rates';
import { refuse, refuseQuote } from './refusals';
import { storeRequest } from './store';

type RechargeBody = z.output<typeof platformRechargeBodySchema>;
type WithdrawalBody = z.output<typeof platformWithdrawalBodySchema>;

/**
 * The common part of platform trade: the platform must be the member's, the amount (in the
 * platform's currency) within the limits. No fee and no wallet money: approval only records that
 * the administrator did it (docs/product.md §2).
 */
async function tradeFigures(
  context: MoneyContext,
  member: MoneyMember,
  platform: Platform,
  amount: number,
) {
  const platformId = platformIdOf(member, platform);
  const currency = PLATFORM_CURRENCY[platform];
  const krwRate = currency === 'KRW' ? await currentRate(context.db, 'KRW') : USD_RATE;
  const quote = quotePlatformTrade(
    { platform, amount: amountMinor(amount, currency), krwRate },
    context.limits,
  );
  if (quote.refusal) throw refuseQuote(quote.refusal, context.limits);
  const figures = {
    currency: quote.currency,
    amount_minor: quote.amount,
    rate: rateText(currency === 'KRW' ? krwRate : USD_RATE),
    platform,
    platform_id: platformId,
  };
  return { figures, usdValue: quote.value };
}

/** POST /trade/recharges: chips bought with money sent from outside the wallet. */
export async function createPlatformRecharge(
  context: MoneyContext,
  userId: number,
  body: RechargeBody,
  remember: Remember<MoneyRequest>,
): Promise<MoneyRequest> {
  const member = await moneyMember(context.db, userId);
  const { figures, usdValue } = await tradeFigures(context, member, body.platform, body.amount);
  // The member pays to the site's address for the platform's currency (docs/product.md §2).
  const address = await activeDepositAddress(context.db, figures.currency);
  if (!address) throw refuse('deposit_address_unavailable');
  return storeDepositRequest(
    context,
    member,
    {
      ...figures,
      kind: 'platform_recharge',
      depositor_name: body.depositorName ?? null,
      tx_id: body.txId ?? null,
    },
    // The deposit is matched by its reference, and the member told what to send where, as for
    // a wallet charge: the amount itself is what they send, worth `usdValue` at the request's rate.
    { address, remember, sent: { usdMinor: usdValue, sendMinor: figures.amount_minor } },
  );
}

/**
 * POST /trade/withdrawals: chips cashed out to the member's own bank account (platforms are USD
 * or KRW, both paid to the bank account); needs the withdrawal password.
 */
export async function createPlatformWithdrawal(
  context: MoneyContext,
  userId: number,
  body: WithdrawalBody,
  remember: Remember<MoneyRequest>,
): Promise<MoneyRequest> {
  const member = await moneyMember(context.db, userId);
  const payout = assertPayoutAccount(member, PLATFORM_CURRENCY[body.platform]);
  const { figures } = await tradeFigures(context, member, body.platform, body.amount);
  await precheckBeforePassword(context.db, userId, null);
  await assertMoneyPassword(context, userId, body.moneyPassword);
  return storeRequest(
    context,
    member,
    { ...figures, kind: 'platform_withdraw', ...payoutColumns(payout) },
    { remember },
  );
}

import {
  rateText,
  quoteWithdrawal,
  type MoneyRequest,
  type walletWithdrawalBodySchema,
} from '@wallet/shared/domain';
import type { z } from 'zod';
import { assertMoneyPassword } from '../account/money-password';
import type { Remember } from '../idempotency/run';
import { amountMinor } from './amounts';
import type { MoneyContext } from './context';
import { assertPayoutAccount, moneyMember } from './member';
import { precheckBeforePassword } from './precheck';
import { payoutColumns } from './present';
import { assertPreviewRate, currentRate } from './rates';
import { refuse, refuseQuote } from './refusals';
import { storeRequest } from './store';

type WithdrawalBody = z.output<typeof walletWithdrawalBodySchema>;

/**
 * POST /wallet/withdrawals: the USD amount is held at once; approval pays `converted` in the
 * chosen currency to the member's own payout account. The withdrawal password is checked after
 * the rules that cost nothing and before the transaction (hashing holds no connection).
 */
export async function createWithdrawal(
  context: MoneyContext,
  userId: number,
  body: WithdrawalBody,
  remember: Remember<MoneyRequest>,
): Promise<MoneyRequest> {
  if (!body.agreeTerms) throw refuse('terms_not_accepted');
  const member = await moneyMember(context.db, userId);
  const payout = assertPayoutAccount(member, body.currency);
  const rate = await currentRate(context.db, body.currency);
  // Before the password: a stale preview is not the member's mistake and must not count a failure.
  assertPreviewRate(body.rate, rate);
  const quote = quoteWithdrawal(
    { currency: body.currency, amount: amountMinor(body.amount, 'USD'), rate },
    context.limits,
  );
  if (quote.refusal) throw refuseQuote(quote.refusal, context.limits);
  await precheckBeforePassword(context.db, userId, quote.amount);
  await assertMoneyPassword(context, userId, body.moneyPassword);

  return storeRequest(
    context,
    member,
    {
      kind: 'wallet_withdraw',
      currency: quote.currency,
      amount_minor: quote.amount,
      fee_minor: quote.fee,
      net_minor: quote.net,
      converted_minor: quote.converted,
      // docs/api.md: the USD debited, which is the whole amount (the fee comes out of it).
      reflected_minor: quote.amount,
      rate: rateText(rate),
      ...payoutColumns(payout),
    },
    { hold: { kind: 'withdrawal_hold', amount: quote.amount }, remember },
  );
}

import {
  hasBankInfo,
  quoteCharge,
  rateText,
  type MoneyRequest,
  type walletChargeBodySchema,
} from '@wallet/shared/domain';
import type { z } from 'zod';
import { activeDepositAddress } from '../deposit-addresses/queries';
import type { Remember } from '../idempotency/run';
import { amountMinor } from './amounts';
import type { MoneyContext } from './context';
import { moneyMember } from './member';
import { assertPreviewRate, currentRate } from './rates';
import { refuse, refuseQuote } from './refusals';
import { storeDepositRequest } from './deposit-request';

type ChargeBody = z.output<typeof walletChargeBodySchema>;

/**
 * POST /wallet/charges: the member will send `converted` in the chosen currency to the active
 * deposit address with the request's reference code; approval credits the reflected USD.
 * Checks that cost nothing come first; the request and its auto-message are one transaction.
 */
export async function createCharge(
  context: MoneyContext,
  userId: number,
  body: ChargeBody,
  remember: Remember<MoneyRequest>,
): Promise<MoneyRequest> {
  const member = await moneyMember(context.db, userId);
  if (!hasBankInfo(member)) throw refuse('bank_info_required');
  const rate = await currentRate(context.db, body.currency);
  assertPreviewRate(body.rate, rate);
  const address = await activeDepositAddress(context.db, body.currency);
  if (!address) throw refuse('deposit_address_unavailable');
  const quote = quoteCharge(
    { currency: body.currency, amount: amountMinor(body.amount, 'USD'), rate },
    context.limits,
  );
  if (quote.refusal) throw refuseQuote(quote.refusal, context.limits);

  return storeDepositRequest(
    context,
    member,
    {
      kind: 'wallet_charge',
      currency: quote.currency,
      amount_minor: quote.amount,
      fee_minor: quote.fee,
      net_minor: quote.reflected,
      converted_minor: quote.converted,
      reflected_minor: quote.reflected,
      rate: rateText(rate),
      depositor_name: body.depositorName ?? null,
      tx_id: body.txId ?? null,
    },
    { address, remember, sent: { usdMinor: quote.amount, sendMinor: quote.converted } },
  );
}

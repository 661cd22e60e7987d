import {
  rateText,
  PLATFORM_CURRENCY,
  quoteTransfer,
  USD_RATE,
  type MoneyRequest,
  type TransferPlace,
  type walletTransferBodySchema,
} from '@wallet/shared/domain';
import type { z } from 'zod';
import type { Remember } from '../idempotency/run';
import { amountMinor } from './amounts';
import type { MoneyContext } from './context';
import { moneyMember, platformIdOf, type MoneyMember } from './member';
import { assertPreviewRate, currentRate } from './rates';
import { refuseQuote } from './refusals';
import { storeRequest } from './store';

type TransferBody = z.output<typeof walletTransferBodySchema>;

/** `from` and `to` as the body schema settles them: the wallet side may be left out. */
function placesOf(body: TransferBody): { from: TransferPlace; to: TransferPlace } {
  const from = body.direction === 'wallet_to_platform' ? 'wallet' : body.from;
  const to = body.direction === 'platform_to_wallet' ? 'wallet' : body.to;
  if (from === undefined || to === undefined) {
    // The body schema requires them for these directions; a gap here is a bug, not input.
    throw new Error('transfer places missing after validation');
  }
  return { from, to };
}

/**
 * The platform account the request is about: the target's (where the money must arrive), or the
 * source's when the money comes to the wallet. Every platform side must be the member's.
 */
function platformOf(member: MoneyMember, from: TransferPlace, to: TransferPlace) {
  if (from !== 'wallet') platformIdOf(member, from);
  const platform = to !== 'wallet' ? to : from;
  if (platform === 'wallet')
    throw new Error('a transfer from the wallet to the wallet passed validation');
  return { platform, platformId: platformIdOf(member, platform) };
}

/**
 * POST /wallet/transfers: wallet → platform holds the amount at once; platform → wallet and
 * platform → platform hold nothing (the chips are on the platform until the administrator moves
 * them). Figures from quoteTransfer, stored with the rate.
 */
export async function createTransfer(
  context: MoneyContext,
  userId: number,
  body: TransferBody,
  remember: Remember<MoneyRequest>,
): Promise<MoneyRequest> {
  const { from, to } = placesOf(body);
  const member = await moneyMember(context.db, userId);
  const { platform, platformId } = platformOf(member, from, to);
  const krwInvolved = [from, to].some(
    (place) => place !== 'wallet' && PLATFORM_CURRENCY[place] === 'KRW',
  );
  // Without a KRW side the quote never reads the KRW rate.
  const krwRate = krwInvolved ? await currentRate(context.db, 'KRW') : USD_RATE;
  // Only the KRW rate moves a transfer's figures; between USD places the previewed rate is moot.
  if (krwInvolved) assertPreviewRate(body.rate, krwRate);
  const currency = from === 'wallet' ? 'USD' : PLATFORM_CURRENCY[from];
  const quote = quoteTransfer(
    { from, to, amount: amountMinor(body.amount, currency), krwRate },
    context.limits,
  );
  if (quote.refusal) throw refuseQuote(quote.refusal, context.limits);

  const holds = quote.direction === 'wallet_to_platform';
  return storeRequest(
    context,
    member,
    {
      kind: 'wallet_transfer',
      currency: quote.currency,
      amount_minor: quote.amount,
      fee_minor: quote.fee,
      net_minor: quote.value - quote.fee,
      // docs/api.md: a transfer's converted amount is its value in USD.
      converted_minor: quote.value,
      expected_minor: quote.expected,
      target_currency: quote.targetCurrency,
      rate: rateText(quote.rate),
      direction: quote.direction,
      from_place: quote.from,
      to_place: quote.to,
      wallet_change_minor: quote.walletChange,
      record_type: quote.recordType,
      platform,
      platform_id: platformId,
      user_memo: body.userMemo ?? null,
    },
    {
      remember,
      ...(holds ? { hold: { kind: 'transfer_hold' as const, amount: quote.amount } } : {}),
    },
  );
}

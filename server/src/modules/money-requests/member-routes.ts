import {
  apiErrorSchema,
  idempotencyHeadersSchema,
  moneyRequestSchema,
  pendingRequestAnswerSchema,
  platformRechargeBodySchema,
  platformWithdrawalBodySchema,
  tradeHistoryQuerySchema,
  transferHistoryQuerySchema,
  walletChargeBodySchema,
  walletHistoryQuerySchema,
  walletTransferBodySchema,
  walletWithdrawalBodySchema,
  type MoneyRequest,
  type MoneyRequestKind,
} from '@wallet/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../auth/guard';
import { idempotencyCallOf } from '../idempotency/request';
import { idempotent, type Remember } from '../idempotency/run';
import type { ModuleOptions } from '../module-options';
import { moneyContext, type MoneyContext } from './context';
import { createCharge } from './create-charge';
import { createPlatformRecharge, createPlatformWithdrawal } from './create-trade';
import { createTransfer } from './create-transfer';
import { createWithdrawal } from './create-withdrawal';
import { decideRequest } from './decide';
import { pendingRequestOf, requestPage } from './queries';
import { guarded, idParams } from '../../http/route-schemas';
import {
  createErrors,
  decisionErrors,
  readStoredRequest,
  sendCreated,
  sendPage,
} from './route-parts';

type Create<B> = (
  context: MoneyContext,
  userId: number,
  body: B,
  remember: Remember<MoneyRequest>,
) => Promise<MoneyRequest>;

const list = z.array(moneyRequestSchema);
const listErrors = { ...guarded, 422: apiErrorSchema };

const WALLET_KINDS: Record<'charge' | 'withdraw', MoneyRequestKind> = {
  charge: 'wallet_charge',
  withdraw: 'wallet_withdraw',
};
const TRADE_KINDS: Record<'recharge' | 'withdraw', MoneyRequestKind> = {
  recharge: 'platform_recharge',
  withdraw: 'platform_withdraw',
};
/** Transfers have no `?type=` filter: the one kind is always listed. */
const TRANSFER_KINDS: Record<'transfer', MoneyRequestKind> = { transfer: 'wallet_transfer' };

/** A history's query after validation; a list with no filter never has `type`. */
interface HistoryQuery<Type extends string> {
  type?: Type;
  limit: number;
  offset: number;
}

/** The member's money calls (docs/api.md "Member"): every one for role user, about their own money. */
export const memberMoneyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const context = moneyContext(options);
  const { db, now } = context;

  /** Every create goes through the member's Idempotency-Key, when the call carries one. */
  const create = async <B>(
    request: FastifyRequest,
    reply: FastifyReply,
    body: B,
    effect: Create<B>,
  ) => {
    const userId = sessionOf(request).userId;
    const call = idempotencyCallOf(request, userId, now(), readStoredRequest);
    const result = await idempotent(db, call, (remember) =>
      effect(context, userId, body, remember),
    );
    return sendCreated(reply, result);
  };

  /** A create call's options: the member's own, with its Idempotency-Key and refusals. */
  const creating = <Body extends z.core.$ZodType>(
    operationId: string,
    summary: string,
    body: Body,
  ) => ({
    config: { role: 'user' as const },
    schema: {
      operationId,
      summary,
      tags: ['member'],
      headers: idempotencyHeadersSchema,
      response: { 201: moneyRequestSchema, ...createErrors },
      body,
    },
  });

  /**
   * Declares one history list: the member's own requests of these kinds, or of the one kind
   * `?type=` names, a page at a time. The query schema and the kinds share `Type`, so a filter
   * word without its kind does not compile.
   */
  const historyRoute = <Type extends string>(
    url: string,
    operationId: string,
    summary: string,
    querystring: z.ZodType<HistoryQuery<Type>>,
    kinds: Record<Type, MoneyRequestKind>,
  ) =>
    app.get(
      url,
      {
        config: { role: 'user' },
        schema: {
          operationId,
          summary,
          tags: ['member'],
          querystring,
          response: { 200: list, ...listErrors },
        },
      },
      async (request: FastifyRequest<{ Querystring: HistoryQuery<Type> }>, reply) => {
        const { type, limit, offset } = request.query;
        const filter = {
          userId: sessionOf(request).userId,
          kinds: type ? [kinds[type]] : Object.values<MoneyRequestKind>(kinds),
        };
        return sendPage(reply, await requestPage(db, filter, { limit, offset }));
      },
    );

  app.post(
    '/wallet/charges',
    creating(
      'requestCharge',
      'Ask to charge the wallet: the answer says what to send, where, and the reference to put on it',
      walletChargeBodySchema,
    ),
    (request, reply) => create(request, reply, request.body, createCharge),
  );

  app.post(
    '/wallet/withdrawals',
    creating(
      'requestWithdrawal',
      'Ask to withdraw to your own payout account; the amount is held at once',
      walletWithdrawalBodySchema,
    ),
    (request, reply) => create(request, reply, request.body, createWithdrawal),
  );

  app.post(
    '/wallet/transfers',
    creating(
      'requestTransfer',
      'Ask to move money between the wallet and a platform, or between two platforms',
      walletTransferBodySchema,
    ),
    (request, reply) => create(request, reply, request.body, createTransfer),
  );

  app.post(
    '/trade/recharges',
    creating(
      'requestPlatformRecharge',
      'Ask for platform chips paid from outside the wallet',
      platformRechargeBodySchema,
    ),
    (request, reply) => create(request, reply, request.body, createPlatformRecharge),
  );

  app.post(
    '/trade/withdrawals',
    creating(
      'requestPlatformWithdrawal',
      'Ask to cash platform chips out to your own bank account',
      platformWithdrawalBodySchema,
    ),
    (request, reply) => create(request, reply, request.body, createPlatformWithdrawal),
  );

  historyRoute(
    '/wallet/history',
    'listWalletHistory',
    'Your wallet charges and withdrawals, newest first; X-Total-Count is the total',
    walletHistoryQuerySchema,
    WALLET_KINDS,
  );

  historyRoute(
    '/wallet/transfers',
    'listTransfers',
    'Your transfers, newest first; X-Total-Count is the total',
    transferHistoryQuerySchema,
    TRANSFER_KINDS,
  );

  historyRoute(
    '/trade/history',
    'listTradeHistory',
    'Your platform recharges and withdrawals, newest first; X-Total-Count is the total',
    tradeHistoryQuerySchema,
    TRADE_KINDS,
  );

  app.get(
    '/requests/pending',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'getPendingRequest',
        summary: 'Your pending money request, if any (one at a time), to show its status',
        tags: ['member'],
        response: { 200: pendingRequestAnswerSchema, ...guarded },
      },
    },
    async (request) => ({ request: await pendingRequestOf(db, sessionOf(request).userId) }),
  );

  app.post(
    '/requests/:id/cancel',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'cancelOwnRequest',
        summary: 'Cancel your own pending request; anything held goes back to your wallet',
        tags: ['member'],
        params: idParams,
        body: z.strictObject({}).nullish(),
        response: { 200: moneyRequestSchema, ...decisionErrors },
      },
    },
    (request) =>
      decideRequest(
        context,
        { id: sessionOf(request).userId, role: 'user' },
        request.params.id,
        'cancel',
      ),
  );
};

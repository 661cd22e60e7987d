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

  const creating = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: ['member'],
    headers: idempotencyHeadersSchema,
    response: { 201: moneyRequestSchema, ...createErrors },
  });

  app.post(
    '/wallet/charges',
    {
      config: { role: 'user' },
      schema: {
        ...creating(
          'requestCharge',
          'Ask to charge the wallet: the answer says what to send, where, and the reference to put on it',
        ),
        body: walletChargeBodySchema,
      },
    },
    (request, reply) => create(request, reply, request.body, createCharge),
  );

  app.post(
    '/wallet/withdrawals',
    {
      config: { role: 'user' },
      schema: {
        ...creating(
          'requestWithdrawal',
          'Ask to withdraw to your own payout account; the amount is held at once',
        ),
        body: walletWithdrawalBodySchema,
      },
    },
    (request, reply) => create(request, reply, request.body, createWithdrawal),
  );

  app.post(
    '/wallet/transfers',
    {
      config: { role: 'user' },
      schema: {
        ...creating(
          'requestTransfer',
          'Ask to move money between the wallet and a platform, or between two platforms',
        ),
        body: walletTransferBodySchema,
      },
    },
    (request, reply) => create(request, reply, request.body, createTransfer),
  );

  app.post(
    '/trade/recharges',
    {
      config: { role: 'user' },
      schema: {
        ...creating(
          'requestPlatformRecharge',
          'Ask for platform chips paid from outside the wallet',
        ),
        body: platformRechargeBodySchema,
      },
    },
    (request, reply) => create(request, reply, request.body, createPlatformRecharge),
  );

  app.post(
    '/trade/withdrawals',
    {
      config: { role: 'user' },
      schema: {
        ...creating(
          'requestPlatformWithdrawal',
          'Ask to cash platform chips out to your own bank account',
        ),
        body: platformWithdrawalBodySchema,
      },
    },
    (request, reply) => create(request, reply, request.body, createPlatformWithdrawal),
  );

  app.get(
    '/wallet/history',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'listWalletHistory',
        summary: 'Your wallet charges and withdrawals, newest first; X-Total-Count is the total',
        tags: ['member'],
        querystring: walletHistoryQuerySchema,
        response: { 200: list, ...listErrors },
      },
    },
    async (request, reply) => {
      const { type, limit, offset } = request.query;
      const kinds = type ? [WALLET_KINDS[type]] : Object.values(WALLET_KINDS);
      const userId = sessionOf(request).userId;
      return sendPage(reply, await requestPage(db, { userId, kinds }, { limit, offset }));
    },
  );

  app.get(
    '/wallet/transfers',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'listTransfers',
        summary: 'Your transfers, newest first; X-Total-Count is the total',
        tags: ['member'],
        querystring: transferHistoryQuerySchema,
        response: { 200: list, ...listErrors },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const filter = { userId: sessionOf(request).userId, kinds: ['wallet_transfer' as const] };
      return sendPage(reply, await requestPage(db, filter, { limit, offset }));
    },
  );

  app.get(
    '/trade/history',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'listTradeHistory',
        summary:
          'Your platform recharges and withdrawals, newest first; X-Total-Count is the total',
        tags: ['member'],
        querystring: tradeHistoryQuerySchema,
        response: { 200: list, ...listErrors },
      },
    },
    async (request, reply) => {
      const { type, limit, offset } = request.query;
      const kinds = type ? [TRADE_KINDS[type]] : Object.values(TRADE_KINDS);
      const userId = sessionOf(request).userId;
      return sendPage(reply, await requestPage(db, { userId, kinds }, { limit, offset }));
    },
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

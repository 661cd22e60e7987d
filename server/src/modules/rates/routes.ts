import {
  adminExchangeRatesSchema,
  apiErrorSchema,
  exchangeRateAnswerSchema,
  moneyLimitsAnswerSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { adminRates, updateRates } from './admin';
import { cachedRates } from './service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** GET /exchange-rate (public, spec) and the back office's rate form (docs/product.md §7). */
export const rateRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now, config },
) => {
  const rates = cachedRates(db, now);
  app.get(
    '/money-limits',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'getMoneyLimits',
        summary: 'The per-request maximum (MAX_REQUEST_USD) the money forms preview with',
        tags: ['public'],
        response: { 200: moneyLimitsAnswerSchema },
      },
    },
    () => ({ maxRequestUsd: config.maxRequestUsd }),
  );

  app.get(
    '/exchange-rate',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'getExchangeRate',
        summary: 'USD-based exchange rates and the time of their last change',
        tags: ['public'],
        response: { 200: exchangeRateAnswerSchema },
      },
    },
    () => rates.get(),
  );

  app.get(
    '/admin/exchange-rates',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'getReferenceRates',
        summary: 'The reference rates (units per USD) and whether USDT is offered',
        tags: ['admin'],
        response: { 200: adminExchangeRatesSchema, ...guarded },
      },
    },
    () => adminRates(db),
  );

  app.put(
    '/admin/exchange-rates',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'setReferenceRates',
        summary:
          'Set the reference rates (up to six decimals) and USDT availability; dates GET /exchange-rate',
        tags: ['admin'],
        body: adminExchangeRatesSchema,
        response: { 200: adminExchangeRatesSchema, ...guarded, 422: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        return await updateRates({ db, now }, sessionOf(request).userId, request.body);
      } finally {
        // Also after a failure: whether the change committed is not known here.
        rates.forget();
      }
    },
  );
};

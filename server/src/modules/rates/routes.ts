import { exchangeRateAnswerSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options';
import { currentRates } from './service';

/** GET /exchange-rate (public, spec). */
export const rateRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/exchange-rate',
    {
      schema: {
        summary: 'USD-based exchange rates and the time of their last change',
        tags: ['public'],
        response: { 200: exchangeRateAnswerSchema },
      },
    },
    () => currentRates(db),
  );
};

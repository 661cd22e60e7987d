import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options';
import { adminMoneyRoutes } from './admin-routes';
import { memberMoneyRoutes } from './member-routes';

/** Money requests: the member's calls and the administrator's, one plugin for app.ts. */
export const moneyRequestRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(memberMoneyRoutes, options);
  await app.register(adminMoneyRoutes, options);
};

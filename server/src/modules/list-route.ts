import { apiErrorSchema } from '@wallet/shared/domain';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guarded } from '../http/route-schemas';
import type { RouteRole } from './auth/guard';
import type { ModuleOptions } from './module-options';

/** The app a module's routes are registered on. */
type ZodApp = Parameters<FastifyPluginAsyncZod<ModuleOptions>>[0];

export interface ListRoute<Query, Item> {
  url: string;
  role: RouteRole;
  operationId: string;
  summary: string;
  tags: string[];
  /** The list's `?limit=&offset=` and its filters. */
  querystring: z.ZodType<Query>;
  // Either of zod's forms: the answers the first page parses are in the mini form.
  item: z.core.$ZodType<Item>;
  /** One page of the list for `query`, and how many rows its filter matches in all. */
  page(query: Query, request: FastifyRequest): Promise<{ rows: Item[]; total: number }>;
}

/**
 * A GET of one page of a list: the rows, with the total in X-Total-Count (docs/api.md
 * "Conventions"); 401 and 403 unless the list is public, 422 for a query it cannot read. Its
 * callers look alike in shape only: each names its own list, schemas and page.
 */
export function listRoute<Query, Item>(app: ZodApp, route: ListRoute<Query, Item>): void {
  // The zod type provider cannot resolve a generic schema's types, so the handler reads the
  // query untyped: the validator compiler has already turned it into the schema's output.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    route.url,
    {
      config: { role: route.role },
      schema: {
        operationId: route.operationId,
        summary: route.summary,
        tags: route.tags,
        querystring: route.querystring,
        response: {
          200: z.array(route.item),
          ...(route.role === 'public' ? {} : guarded),
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { rows, total } = await route.page(request.query as Query, request);
      void reply.header('X-Total-Count', String(total));
      return rows;
    },
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';

/**
 * The anchors `npm run bench` compares the real routes with, in the same run
 * (docs/benchmarks.md): what Fastify answers without a database, and one `select 1` through the
 * same pool after the same token check as every logged-in route. Registered only with
 * BENCH_ROUTES set, and left out of the OpenAPI document.
 */
export const benchRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    '/bench/no-db',
    {
      config: { role: 'public' },
      schema: { hide: true, response: { 200: z.object({ date: z.string() }) } },
    },
    () => ({ date: now().toISOString() }),
  );

  app.get(
    '/bench/select-one',
    {
      config: { role: 'any' },
      schema: { hide: true, response: { 200: z.object({ one: z.number() }) } },
    },
    async () => {
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      return { one: rows[0]?.one ?? 0 };
    },
  );
};

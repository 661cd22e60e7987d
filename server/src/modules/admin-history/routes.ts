import { apiErrorSchema, historyQuerySchema, historyRowSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, toCsv } from '../../http/csv';
import type { ModuleOptions } from '../module-options';
import { HISTORY_CSV_HEADER, historyCsvRow, presentHistoryRow } from './present';
import { countHistory, historyRows } from './queries';

/** A CSV export holds every row of the filter, up to this many (the newest). */
export const HISTORY_CSV_MAX_ROWS = 10_000;

/** GET /admin/history: every processed money request and ledger movement, newest first. */
export const adminHistoryRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/admin/history',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'listProcessedHistory',
        summary:
          'Processed requests, corrections and first-deposit bonuses, newest first; filter by kind, username and Asia/Seoul days; X-Total-Count is the total; format=csv downloads every row of the filter (up to 10,000) as text/csv',
        tags: ['admin'],
        querystring: historyQuerySchema,
        response: {
          200: z.union([
            z.array(historyRowSchema),
            z.string().describe('format=csv: text/csv with a header row'),
          ]),
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, username, from, to, format, limit, offset } = request.query;
      const filter = { kind, username, from, to };
      const total = await countHistory(db, filter);
      void reply.header('X-Total-Count', String(total));
      if (format === 'csv') {
        const records = await historyRows(db, filter, HISTORY_CSV_MAX_ROWS, 0);
        // A non-JSON content type: fastify sends the text as it is, past the JSON serializer.
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', attachment('history.csv'))
          .send(toCsv(HISTORY_CSV_HEADER, records.map(historyCsvRow)));
      }
      const records = await historyRows(db, filter, limit, offset);
      return records.map(presentHistoryRow);
    },
  );
};

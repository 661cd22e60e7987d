import {
  apiErrorSchema,
  noticeBodySchema,
  noticeSchema,
  noticesQuerySchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guarded, idParams } from '../../http/route-schemas';
import { recordWriteRoutes } from '../admin-records';
import { listRoute } from '../list-route';
import type { ModuleOptions } from '../module-options';
import { noticePage } from './queries';
import { createNotice, deleteNotice, noticeById, presentNotice, updateNotice } from './service';

/** Notices (docs/communication.md): everyone reads them, administrators write them. */
export const noticeRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const context = { db, now };

  // The public list and the back office's list are the same list.
  for (const [url, tag, suffix] of [
    ['/notices', 'public', ''],
    ['/admin/notices', 'admin', 'ForAdmin'],
  ] as const) {
    const admin = tag === 'admin';
    listRoute(app, {
      url,
      role: admin ? 'admin' : 'public',
      operationId: `listNotices${suffix}`,
      summary: 'Notices, pinned first, then newest; X-Total-Count is the total',
      tags: [tag],
      querystring: noticesQuerySchema,
      item: noticeSchema,
      page: async ({ limit, offset }) => {
        const page = await noticePage(db, limit, offset);
        return { rows: page.rows.map(presentNotice), total: page.total };
      },
    });

    app.get(
      `${url}/:id`,
      {
        config: { role: admin ? ('admin' as const) : ('public' as const) },
        schema: {
          operationId: `getNotice${suffix}`,
          summary: 'One notice',
          tags: [tag],
          params: idParams,
          response: {
            200: noticeSchema,
            ...(admin ? guarded : {}),
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      (request) => noticeById(db, request.params.id),
    );
  }

  recordWriteRoutes(app, {
    path: '/admin/notices',
    record: 'Notice',
    body: noticeBodySchema,
    answer: noticeSchema,
    summaries: {
      create: 'Add a notice; its HTML content is sanitised when stored',
      update: 'Change a notice: the whole notice as the form holds it',
      remove: 'Remove a notice (the audit log keeps it)',
    },
    create: (actorId, body) => createNotice(context, actorId, body),
    update: (actorId, id, body) => updateNotice(context, actorId, id, body),
    remove: (actorId, id) => deleteNotice(context, actorId, id),
  });
};

import {
  adminMemberDetailSchema,
  adminMemberPatchBodySchema,
  adminMemberSchema,
  adminMembersQuerySchema,
  apiErrorSchema,
  memberWarningBodySchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import { listRoute } from '../list-route';
import type { ModuleOptions } from '../module-options';
import { memberDetail, memberPage } from './present';
import { clearWarnings, updateMember, warnMember } from './service';

const memberErrors = { ...guarded, 404: apiErrorSchema, 422: apiErrorSchema };

/** Member management (/admin/users): every call needs an administrator and is audited. */
export const adminUserRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const context = { db, now };

  listRoute(app, {
    url: '/admin/users',
    role: 'admin',
    operationId: 'listMembers',
    summary:
      'Members, newest first; search by username or real name, filter by status; X-Total-Count is the total',
    tags: ['admin'],
    querystring: adminMembersQuerySchema,
    item: adminMemberSchema,
    page: async ({ status, q, limit, offset }) => {
      const page = await memberPage(db, { status, q: q || undefined }, limit, offset);
      return { rows: page.members, total: page.total };
    },
  });

  app.get(
    '/admin/users/:id',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'getMember',
        summary: 'One member with bank details and warning history',
        tags: ['admin'],
        params: idParams,
        response: { 200: adminMemberDetailSchema, ...memberErrors },
      },
    },
    (request) => memberDetail(db, request.params.id),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'updateMember',
        summary:
          'Approve, reject, block or unblock a member and/or correct the profile; 409 invalid_transition',
        tags: ['admin'],
        params: idParams,
        body: adminMemberPatchBodySchema,
        response: { 200: adminMemberDetailSchema, ...memberErrors, 409: apiErrorSchema },
      },
    },
    (request) => updateMember(context, sessionOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/warnings',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'warnMember',
        summary: 'Warn a member with a reason; the third warning blocks the account',
        tags: ['admin'],
        params: idParams,
        body: memberWarningBodySchema,
        response: { 200: adminMemberDetailSchema, ...memberErrors },
      },
    },
    (request) =>
      warnMember(context, sessionOf(request).userId, request.params.id, request.body.reason),
  );

  app.delete(
    '/admin/users/:id/warnings',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'clearWarnings',
        summary: "Clear a member's warnings (the history is kept)",
        tags: ['admin'],
        params: idParams,
        response: { 200: adminMemberDetailSchema, ...memberErrors },
      },
    },
    (request) => clearWarnings(context, sessionOf(request).userId, request.params.id),
  );
};

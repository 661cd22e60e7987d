import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { bearerToken, tokenHash } from '../../security/tokens';
import { findLiveSession, type AuthSession } from './sessions';

/** Who may call a route: an administrator, a member (role user), or anyone logged in. */
export type RouteRole = 'admin' | 'user' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Absent: a public route. */
    role?: RouteRole;
  }
  interface FastifyRequest {
    /** Set by the guard on routes that declare a role; null on public routes. */
    session: AuthSession | null;
  }
}

/**
 * Authorisation as a route declaration (`config: { role: 'admin' }`), checked in one hook before
 * body parsing and the handler: no, unknown or dead token → 401; the wrong role → 403.
 */
export function installAuthGuard(app: FastifyInstance, db: Kysely<Database>, now: () => Date) {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const role = request.routeOptions.config?.role;
    if (!role) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const session = await findLiveSession(db, tokenHash(token), now());
    if (!session) throw unauthorized();
    if (role !== 'any' && session.role !== role) throw forbidden();
    request.session = session;
  });

  // The OpenAPI document marks every guarded route as needing the bearer token.
  app.addHook('onRoute', (route) => {
    if (!route.config?.role || !route.schema) return;
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
}

/** The session of a guarded route (the guard has run, so it is there). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

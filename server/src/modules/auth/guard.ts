import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { bearerToken, tokenHash } from '../../security/tokens';
import { findLiveSession, type AuthSession } from './sessions';

/**
 * Who may call a route: an administrator, a member (role user), anyone logged in, or anyone at
 * all. Every API route says which, out loud: a route that forgets is refused when it is added.
 */
export type RouteRole = 'admin' | 'user' | 'any' | 'public';

/** One API route and the role it declared (the access matrix test walks them all). */
export interface DeclaredRoute {
  method: string;
  url: string;
  role: RouteRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    role?: RouteRole;
    /**
     * With role `any` only: the handler checks the session inside its own single query (a
     * route called on every page, GET /users/info), so the guard only requires a bearer token
     * and leaves its hash in `request.tokenHash`; `request.session` stays null.
     */
    sessionInQuery?: boolean;
  }
  interface FastifyRequest {
    /** Set by the guard on routes that need a session; null on public routes. */
    session: AuthSession | null;
    /** The bearer token's hash on a `sessionInQuery` route; null elsewhere. */
    tokenHash: string | null;
  }
  interface FastifyInstance {
    /** Every API route with the role it declared, in the order they were added. */
    declaredRoutes: DeclaredRoute[];
  }
}

/**
 * Authorisation as a route declaration (`config: { role: 'admin' }`), checked in one hook before
 * body parsing and the handler: no, unknown or dead token → 401; the wrong role → 403.
 */
export function installAuthGuard(app: FastifyInstance, db: Kysely<Database>, now: () => Date) {
  app.decorateRequest('session', null);
  app.decorateRequest('tokenHash', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRequest', async (request) => {
    const role = request.routeOptions.config?.role;
    if (!role || role === 'public') return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    if (role === 'any' && request.routeOptions.config.sessionInQuery) {
      request.tokenHash = tokenHash(token);
      return;
    }
    const session = await findLiveSession(db, tokenHash(token), now());
    if (!session) throw unauthorized();
    if (role !== 'any' && session.role !== role) throw forbidden();
    request.session = session;
  });

  app.addHook('onRoute', (route) => {
    // Hidden from the OpenAPI document is not exempt: every /api route says who may call it.
    if (!route.url.startsWith('/api/')) return;
    const role = route.config?.role;
    if (!role) {
      throw new Error(`${String(route.method)} ${route.url} declares no role (config.role)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, role });
    }
    // The OpenAPI document marks every guarded route as needing the bearer token, and says
    // plainly that a public one needs nothing.
    if (route.schema) {
      route.schema = {
        ...route.schema,
        security: role === 'public' ? [] : [{ bearerAuth: [] }],
      };
    }
  });
}

/** The session of a guarded route (the guard has run, so it is there). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

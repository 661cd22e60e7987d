import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebConfig } from '../config';
import type { NotFoundFallback } from '../http/error-handler';
import { HttpError, notFound } from '../http/errors';
import {
  FIRST_PAINT_FOLDER,
  RELEASE_ID,
  REMOTE_NAMES,
  VIEW_COOKIE,
  viewFromCookie,
} from '@wallet/shared/domain';
import { currentRemoteMap } from './remote-map';

// Files a browser must ask about every time: they name the content-hashed files of a release
// (a release's manifest and entry never change, but the same id may be built again locally).
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-remotes.json',
  'remoteEntry.js',
  'mf-manifest.json',
]);

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  // A precompressed copy (remoteEntry.js.br) is the same file to the browser.
  const immutable = !ALWAYS_REVALIDATE.has(path.basename(file).replace(/\.(br|gz)$/, ''));
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A path inside a remote's dist/ that is a file of a release (not latest.json, not a build under way). */
const inRelease = (pathName: string) => {
  const [, release = '', ...rest] = pathName.split('/');
  return RELEASE_ID.test(release) && rest.length > 0;
};

/**
 * Serves the built web apps from this process (`npm start`): the host at `/`, every release of
 * each remote at `/remotes/<remote>/<release>/`, and the run-time remote map at
 * `/mf-remotes.json`, read on every request (see remote-map.ts).
 */
export async function registerWebFiles(app: FastifyInstance, web: WebConfig): Promise<void> {
  app.get('/mf-remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    try {
      return await reply.header('cache-control', 'no-cache').send(await currentRemoteMap(web));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.code(error.statusCode).header('cache-control', 'no-store').send(error.toBody());
    }
  });

  // The build writes .br and .gz beside each text file; send those to clients that accept them.
  const common = {
    cacheControl: false,
    setHeaders: cacheHeaders,
    schemaHide: true,
    preCompressed: true,
  } as const;
  for (const remote of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      ...common,
      root: web.remoteRoots[remote],
      prefix: `/remotes/${remote}/`,
      allowedPath: inRelease,
      decorateReply: false,
    });
  }
  await app.register(fastifyStatic, {
    ...common,
    root: web.hostRoot,
    prefix: '/',
    // `/` is a page like any other, answered by webFallback below (its first paint).
    allowedPath: (pathName) => pathName !== '/',
  });
}

/**
 * For paths no route and no file answered: a page address gets the host's index.html (the SPA
 * routes it); a missing file or asset stays a 404.
 */
export function webFallback(web: WebConfig): NotFoundFallback {
  const indexHtml = path.join(web.hostRoot, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && looksLikePage(request.url);
    if (!isPage) return reply.code(404).send(notFound().toBody());
    if (!fs.existsSync(indexHtml)) {
      return reply.code(404).send({
        error: 'not_found',
        message: 'The web apps are not built yet: run `npm run build`',
      });
    }
    // The answer depends on the view hint, and is sent precompressed when the client accepts it:
    // a cache in front must give neither one view's page to another nor gzip to any client.
    void reply.header('vary', 'cookie, accept-encoding');
    const drawn = firstPaintFile(web.hostRoot, request);
    const current = drawn !== null && (await drawnFromPublished(web, drawn));
    return reply.sendFile(current ? drawn : 'index.html', web.hostRoot);
  };
}

/**
 * The page with its first paint drawn for this browser's view (shared/src/domain/first-paint.ts),
 * as `npm run build` wrote it, or null for a page it did not draw. The address names a folder
 * only when it is letters, digits, dashes and slashes.
 */
function firstPaintFile(hostRoot: string, request: FastifyRequest): string | null {
  const pathname = request.url.split('?')[0] ?? '/';
  if (!/^[A-Za-z0-9/-]*$/.test(pathname)) return null;
  const view = viewFromCookie(cookieValue(request.headers.cookie, VIEW_COOKIE));
  const file = path.join(FIRST_PAINT_FOLDER, view, pathname, 'index.html');
  return fs.existsSync(path.join(hostRoot, file)) ? file : null;
}

/**
 * Whether every remote release a drawing links is the one the remote map publishes: a drawing of
 * another release would show that release, and leave its stylesheets on the page.
 */
async function drawnFromPublished(web: WebConfig, file: string): Promise<boolean> {
  let map: Record<string, unknown>;
  try {
    map = await currentRemoteMap(web);
  } catch {
    return false;
  }
  const html = await fs.promises.readFile(path.join(web.hostRoot, file), 'utf8');
  for (const [, remote = '', release = ''] of html.matchAll(/\/remotes\/(\w+)\/([^/]+)\//g)) {
    const entry = map[remote];
    if (typeof entry !== 'string' || !entry.endsWith(`/${release}/mf-manifest.json`)) return false;
  }
  return true;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A client-side route such as /wallet/charge, not a file such as /main.3f2a.js or /remotes/… */
function looksLikePage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/remotes/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

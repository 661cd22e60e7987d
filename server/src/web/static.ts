import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebConfig } from '../config';
import type { NotFoundFallback } from '../http/error-handler';
import { HttpError, notFound } from '../http/errors';
import { RELEASE_ID, REMOTE_NAMES } from '@wallet/shared/domain';
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
  await app.register(fastifyStatic, { ...common, root: web.hostRoot, prefix: '/' });
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
    return reply.sendFile('index.html', web.hostRoot);
  };
}

/** A client-side route such as /wallet/charge, not a file such as /main.3f2a.js or /remotes/… */
function looksLikePage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/remotes/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

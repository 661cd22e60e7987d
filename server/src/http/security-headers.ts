import type { FastifyInstance } from 'fastify';
import type { WebConfig } from '../config';
import { isApiPath } from './error-handler';

/**
 * The headers every answer carries (docs/security.md):
 * - a Content-Security-Policy that lets only the site's own scripts run (no inline script, no
 *   eval, no plugin, no <base>, no framing) — the origins REMOTE_ORIGINS lists are added, for a
 *   remote map that points elsewhere (a CDN);
 * - nosniff, and no Referer at all (a reset link's token must not travel to another site);
 * - HSTS when the request came over TLS (directly, or as the trusted proxy says);
 * - `Cache-Control: no-store` on every API answer that did not choose its own, since most carry
 *   personal or money data and none should sit in a shared or browser cache.
 */
export function installSecurityHeaders(app: FastifyInstance, web: WebConfig | null): void {
  const policy = contentSecurityPolicy(web);
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('content-security-policy', policy);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * `X-Served-By: <INSTANCE_NAME>` on every answer: which process behind the load balancer
 * served it. A label the operator chose (checked by loadConfig), not a host name or an address.
 */
export function installServedBy(app: FastifyInstance, name: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-served-by', name);
    return payload;
  });
}

export function contentSecurityPolicy(web: WebConfig | null): string {
  const remotes = [...new Set(web?.remoteOrigins ?? [])];
  const self = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    // The apps' CSS comes only as files of their builds: no <style> element, no style attribute
    // in markup (stored content keeps none), so injected markup cannot restyle the page.
    `style-src ${self}`,
    // Stored content shows only the site's own pictures (the allow-lists drop the rest).
    "img-src 'self' data:",
    `connect-src ${self}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

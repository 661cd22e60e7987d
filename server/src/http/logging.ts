import { hostname } from 'node:os';
import type { FastifyRequest } from 'fastify';

/**
 * Nothing secret reaches the log: tokens, cookies and every kind of password are masked in what
 * is logged with a request or a body, and the address of each request is logged with the values
 * of secret query parameters masked — a mailed reset link (`/reset-password?token=…`) opened in
 * the browser would otherwise put a working token in the log.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.passwordConfirm',
  '*.currentPassword',
  '*.newPassword',
  '*.newPasswordConfirm',
  '*.moneyPassword',
  '*.currentMoneyPassword',
  '*.newMoneyPassword',
  '*.token',
  '*.code',
  'body.password',
  'body.token',
  'body.code',
];

const REDACTED = '[redacted]';

/** Query parameters whose values are secrets (a reset token, a code, a key). */
const SECRET_PARAM = /token|code|password|secret|key|signature|auth/i;

/** The path and query of a request address, with the values of secret parameters masked. */
export function maskedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is masked like a secret one below
        decoded = 'token';
      }
      return SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

/**
 * Fastify's pino options for a running server: JSON lines at `level`, secrets masked, each line
 * naming the process (`instance`, INSTANCE_NAME) when it has a name.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
  instance?: string | null,
) {
  return {
    level,
    ...(instance ? { base: { pid: process.pid, hostname: hostname(), instance } } : {}),
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's request, or whatever a module logs as `req`: only method, address and peer.
      req: (request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'ip'>>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? maskedUrl(request.url) : undefined,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

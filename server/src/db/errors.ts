/** Reading the errors node-postgres throws, the same for PostgreSQL and PGlite. */

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function asPgError(error: unknown): PgLikeError | null {
  return typeof error === 'object' && error !== null ? (error as PgLikeError) : null;
}

/** The SQLSTATE of a database error, e.g. '23505' for a unique violation. */
export function sqlState(error: unknown): string | null {
  const code = asPgError(error)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export function constraintName(error: unknown): string | null {
  const constraint = asPgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : null;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isCheckViolation = (error: unknown) => sqlState(error) === '23514';

// Socket errors of a server that is down or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * True when the database could not be reached or could not take the work (answered 503), as
 * opposed to a query it refused (a bug or a rule, answered otherwise).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pgError = asPgError(error);
  if (!pgError) return false;
  const code = typeof pgError.code === 'string' ? pgError.code : '';
  if (NETWORK_CODES.has(code)) return true;
  // 08: connection exception, 53: insufficient resources, 57P: operator intervention (shutdown).
  if (/^(08|53|57P)/.test(code)) return true;
  const message = typeof pgError.message === 'string' ? pgError.message : '';
  return /connection terminated|timeout exceeded when trying to connect|not queryable|connection error/i.test(
    message,
  );
}

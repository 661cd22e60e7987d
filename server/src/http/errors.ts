import type { AnswerCode, ApiError, FieldCode } from '@wallet/shared/domain';

export type { AnswerCode };

/**
 * An error that is an answer: the status and the `{ error, message, fields? }` body of docs/api.md.
 * Services throw it; the error handler sends it as it is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AnswerCode,
    message: string,
    readonly fields?: Record<string, FieldCode>,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export const unauthorized = () =>
  new HttpError(401, 'unauthorized', 'Log in to continue: the session is missing or has ended');

export const forbidden = () =>
  new HttpError(403, 'forbidden', 'This account may not use this function');

export const notFound = (what = 'This address') =>
  new HttpError(404, 'not_found', `${what} was not found`);

/** 422 `validation_failed` naming fields, for the rules only the server can check. */
export const invalidFields = (fields: Record<string, FieldCode>) =>
  new HttpError(422, 'validation_failed', 'Some fields are missing or not valid', fields);

export const serviceUnavailable = () =>
  new HttpError(503, 'service_unavailable', 'The database is not reachable; try again shortly');

/** 429 with `Retry-After` in whole seconds (at least 1). */
export function tooManyTries(
  code: Extract<AnswerCode, 'too_many_requests' | 'money_password_locked'>,
  message: string,
  retryAfterSeconds: number,
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, code, message, undefined, { 'retry-after': String(seconds) });
}

import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isAnswerCode, isApiError, type AnswerCode } from '@wallet/shared/domain';

/** What an RTK Query hook or `unwrap()` can throw or return as `error`. */
export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The API's `{ error, message }` body of a failed call, or null (network, time-out, HTML...). */
export function apiErrorBody(error: unknown): { error: string; message: string } | null {
  if (typeof error === 'object' && error !== null && 'data' in error && isApiError(error.data)) {
    return error.data;
  }
  return null;
}

/**
 * The answer code of a failed call, typed, or null (none, or one the API does not answer with):
 * a screen that compares it with a code the server never sends fails to compile.
 */
export function answerCodeOf(error: unknown): AnswerCode | null {
  const code = apiErrorBody(error)?.error;
  return code !== undefined && isAnswerCode(code) ? code : null;
}

/** The server's readable message of a failed call, or null when it gave none. */
export function apiErrorMessage(error: unknown): string | null {
  return apiErrorBody(error)?.message ?? null;
}

/**
 * Whether a query's place shows its failure: its last answer failed, or an earlier one did and
 * it is being asked again with nothing to show meanwhile. RTK Query keeps `error` but clears
 * `isError` while it asks again, so a screen reading `isError` alone would swap its error for
 * its loading state at every poll, refocus or retry.
 */
export function queryHasFailed(query: { isError: boolean; error?: unknown; data?: unknown }) {
  return query.isError || (query.error !== undefined && query.data === undefined);
}

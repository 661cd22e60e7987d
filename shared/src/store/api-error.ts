import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiError } from '@wallet/shared/domain';

/** What an RTK Query hook or `unwrap()` can throw or return as `error`. */
export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The API's `{ error, message }` body of a failed call, or null (network, time-out, HTML...). */
export function apiErrorBody(error: unknown): { error: string; message: string } | null {
  if (typeof error === 'object' && error !== null && 'data' in error && isApiError(error.data)) {
    return error.data;
  }
  return null;
}

/** The server's readable message of a failed call, or null when it gave none. */
export function apiErrorMessage(error: unknown): string | null {
  return apiErrorBody(error)?.message ?? null;
}

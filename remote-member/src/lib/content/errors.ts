/** A failed call that the server answered 404 (missing, or another member's: it does not say). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** What an id in the address that cannot be one reads as: nothing there, like a 404. */
export const NOT_FOUND = { status: 404 } as const;

/** An id from the address; null for anything that is not a positive whole number. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

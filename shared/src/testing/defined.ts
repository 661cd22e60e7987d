/**
 * Narrows a value a test needs to be there; throws `<what> is missing` when it is null or
 * undefined, so the test fails with a message instead of a `!` hiding the case.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

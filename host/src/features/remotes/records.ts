/** An object read from JSON (a manifest, the remote map), its fields still unchecked. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

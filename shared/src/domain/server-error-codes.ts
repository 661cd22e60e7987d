/**
 * Error codes the API server answers with beyond the catalogue in ./errors.ts: failures that are
 * nobody's input (a bug on our side, a body above the size limit).
 */
export const SERVER_ERROR_CODES = ['internal_error', 'payload_too_large'] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

import type { LoginBody } from '@wallet/shared/domain';

/** The code of the first problem with each login field, as loginBodySchema names it. */
export type LoginFieldCodes = Partial<Record<keyof LoginBody, string>>;

/** A zod check's issues, by field: the first issue of each field wins. */
export function loginFieldCodes(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): LoginFieldCodes {
  const codes: LoginFieldCodes = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if ((field === 'username' || field === 'password') && !codes[field]) codes[field] = message;
  }
  return codes;
}

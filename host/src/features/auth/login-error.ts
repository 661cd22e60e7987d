import type { TFunction } from 'i18next';
import type { AnswerCode, AnswerCodeOf } from '@wallet/shared/domain';
import { apiErrorBody } from '@wallet/shared/store';

/**
 * Why a login failed, in the person's language: the codes the server is known to answer get a
 * translated text; anything else shows the server's message, or the generic "login failed"
 * (docs/product.md §13). Every refusal of the login has a text, keyed only by codes the server
 * answers: tsc fails on a gap or a typo.
 */
const LOGIN_REFUSALS = {
  invalid_credentials: 'login.failed',
  pending_approval: 'login.pending',
  account_rejected: 'login.rejected',
  account_blocked: 'login.blocked',
  too_many_requests: 'login.tooMany',
} as const satisfies Record<AnswerCodeOf<'login'>, string> & Partial<Record<AnswerCode, string>>;

const isKnownRefusal = (code: string): code is keyof typeof LOGIN_REFUSALS =>
  code in LOGIN_REFUSALS;

export function loginErrorText(failure: unknown, t: TFunction<'auth'>): string {
  const body = apiErrorBody(failure);
  if (body && isKnownRefusal(body.error)) return t(LOGIN_REFUSALS[body.error]);
  return body?.message ?? t('login.failed');
}

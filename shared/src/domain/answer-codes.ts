/**
 * Every `error` code the API answers with, written once, each with the part of the API that
 * answers it. The server may throw only these (HttpError), and the screens' message maps are
 * keyed by them, so a message for a code the server never sends fails tsc. The account screens'
 * codes keep their historical spelling (`usernameTaken`, `codeInvalid`, ...); our own codes are snake_case.
 */
const ANSWERED_BY = {
  // Any call.
  bad_request: 'anyCall',
  unauthorized: 'anyCall',
  forbidden: 'anyCall',
  not_found: 'anyCall',
  validation_failed: 'anyCall',
  too_many_requests: 'anyCall',
  service_unavailable: 'anyCall',
  /** A bug on our side: nobody's input. */
  internal_error: 'anyCall',
  payload_too_large: 'anyCall',
  // Login.
  invalid_credentials: 'login',
  pending_approval: 'login',
  account_rejected: 'login',
  account_blocked: 'login',
  // Registration, email codes, password reset, my page, member management.
  usernameTaken: 'account',
  emailTaken: 'account',
  emailVerificationRequired: 'account',
  codeInvalid: 'account',
  referral_not_found: 'account',
  reset_token_invalid: 'account',
  password_mismatch: 'account',
  invalid_password: 'account',
  invalid_transition: 'account',
  user_not_found: 'account',
  mail_unavailable: 'account',
  // The money password ("withdrawal password" on screen), wherever it is asked for.
  money_password_incorrect: 'moneyPassword',
  money_password_locked: 'moneyPassword',
  // Money requests (docs/product.md §2–3 and §10).
  pending_request_exists: 'money',
  already_decided: 'money',
  bank_info_required: 'money',
  amount_below_minimum: 'money',
  amount_above_maximum: 'money',
  rate_unavailable: 'money',
  rate_changed: 'money',
  deposit_address_unavailable: 'money',
  insufficient_balance: 'money',
  terms_not_accepted: 'money',
  payout_account_required: 'money',
  platform_not_registered: 'money',
  same_platform: 'money',
  idempotency_key_reused: 'money',
  // Events, messages and inquiries.
  event_in_use: 'events',
  recipients_not_found: 'messages',
  no_recipients: 'messages',
  pending_exists: 'inquiries',
  create_failed: 'inquiries',
  already_answered: 'inquiries',
} as const;

type AnsweredBy = typeof ANSWERED_BY;
export type AnswerCode = keyof AnsweredBy;
/** The parts of the API the codes are grouped by. */
export type AnswerArea = AnsweredBy[AnswerCode];
/** The codes answered by one or more areas. */
export type AnswerCodeOf<Area extends AnswerArea> = {
  [Code in AnswerCode]: AnsweredBy[Code] extends Area ? Code : never;
}[AnswerCode];

// Object.keys types its answer as string[]; these are exactly the object's own keys.
export const ANSWER_CODES = Object.keys(ANSWERED_BY) as AnswerCode[];

/** The codes of the given areas, in the list's order. */
export function answerCodesOf<Area extends AnswerArea>(
  ...areas: readonly Area[]
): AnswerCodeOf<Area>[] {
  const wanted: readonly AnswerArea[] = areas;
  return ANSWER_CODES.filter((code): code is AnswerCodeOf<Area> =>
    wanted.includes(ANSWERED_BY[code]),
  );
}

/** True when a text is one of the API's answer codes. */
export const isAnswerCode = (code: string): code is AnswerCode => Object.hasOwn(ANSWERED_BY, code);

/** The refusals of the money calls: the forms translate them, the quotes answer some early. */
export type MoneyErrorCode = AnswerCodeOf<'money'>;
export const MONEY_ERROR_CODES = answerCodesOf('money');

/**
 * Every code a member's money call (a charge, withdrawal, transfer, platform recharge or
 * withdrawal, a cancel) can answer: its own refusals, the withdrawal password's, and those of
 * any call. Each has a sentence on the money screens in every language.
 */
export type MoneyCallAnswerCode = AnswerCodeOf<'money' | 'moneyPassword' | 'anyCall'>;
export const MONEY_CALL_ANSWER_CODES = answerCodesOf('money', 'moneyPassword', 'anyCall');

import type { ErrorCode } from './errors';
import type { ServerErrorCode } from './server-error-codes';
import type { AccountErrorCode } from './account-errors';
import type { MoneyErrorCode } from './money/errors';
import type { EventErrorCode } from './schemas/events';
import type { MessageErrorCode } from './schemas/messages';
import type { InquiryErrorCode } from './schemas/inquiries';

/**
 * Every `error` code the API answers with, in one union: the server may throw only these, and a
 * client's message map keyed by it cannot hold a code the server never sends.
 */
export type AnswerCode =
  | ErrorCode
  | ServerErrorCode
  | AccountErrorCode
  | MoneyErrorCode
  | EventErrorCode
  | MessageErrorCode
  | InquiryErrorCode;

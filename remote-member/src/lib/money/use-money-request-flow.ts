import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  isAnswerCode,
  type AnswerCode,
  type MoneyCallAnswerCode,
  type MoneyRequest,
} from '@wallet/shared/domain';
import { useAppDispatch } from '@wallet/shared/store';
import { readFailure } from '../forms';
import { mayRetryWithSameKey } from '@wallet/shared/domain';
import { moneyApi, PENDING_TAG } from './money-api';
import { useMoneyErrorMessage } from './server-messages';
import { useIdempotencyKey } from './use-idempotency-key';

export interface MoneyRequestFlowOptions<Values extends FieldValues, Body> {
  /** Sends the body with the key and resolves with the created request (an unwrapped mutation). */
  send: (body: Body, idempotencyKey: string) => Promise<MoneyRequest>;
  /** The form's setError, for refusals that belong beside a field. */
  setError: UseFormSetError<Values>;
  /** The field a refusal code concerns, e.g. `insufficient_balance` → `amount`. */
  fieldOf: RefusalFields<Values>;
  /** The form's field names, for the server's `fields` ({ name: code }). */
  fieldNames: readonly string[];
  /** Called with the created request (the page then shows it as the pending one). */
  onCreated: (request: MoneyRequest) => void;
}

/**
 * Refusals that say our picture is old: the next look at the balance, the rates, the deposit
 * address or the pending request must come from the server.
 */
const STALE_AFTER: Partial<Record<MoneyCallAnswerCode, TagToRefresh[]>> = {
  pending_request_exists: [PENDING_TAG],
  idempotency_key_reused: [PENDING_TAG],
  insufficient_balance: ['UserInfo'],
  rate_unavailable: ['ExchangeRate'],
  // The administrator changed a rate after the preview: the new one must be fetched and shown.
  rate_changed: ['ExchangeRate'],
  deposit_address_unavailable: ['DepositAddress'],
  payout_account_required: ['UserInfo'],
  bank_info_required: ['UserInfo'],
  platform_not_registered: ['UserInfo'],
};
type TagToRefresh = typeof PENDING_TAG | 'UserInfo' | 'ExchangeRate' | 'DepositAddress';

/**
 * The field each refusal concerns, keyed by the codes a money call answers: a misspelt code
 * fails tsc instead of leaving its refusal in the alert.
 */
export type RefusalFields<Values extends FieldValues> = Partial<
  Record<MoneyCallAnswerCode, Path<Values>>
>;

/** A failure's code when it is one of the API's answer codes, else null. */
const answerCodeOf = (code: string | null): AnswerCode | null =>
  code !== null && isAnswerCode(code) ? code : null;

type FieldFailure<Values extends FieldValues> = ReadonlyArray<readonly [Path<Values>, string]>;

/**
 * Review → confirm → send, shared by every money form. The body waits in `review` while the
 * confirmation dialog shows it; the Idempotency-Key is made when the form opens, sent again
 * when a retry repeats a call that may have been stored, and renewed after a success or a
 * refusal. Refusals go beside their field when they have one, else into `alert`.
 */
export function useMoneyRequestFlow<Values extends FieldValues, Body>({
  send,
  setError,
  fieldOf,
  fieldNames,
  onCreated,
}: MoneyRequestFlowOptions<Values, Body>) {
  const dispatch = useAppDispatch();
  const errorMessage = useMoneyErrorMessage();
  const { key, renew } = useIdempotencyKey();
  const [review, setReview] = useState<{ body: Body } | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [fieldFailure, setFieldFailure] = useState<FieldFailure<Values> | null>(null);

  // Field errors are set once the dialog has closed: its unmount gives focus back to the
  // button that opened it, and the first wrong field must have the focus after that.
  useEffect(() => {
    fieldFailure?.forEach(([name, code], index) =>
      setError(name, { type: 'server', message: code }, { shouldFocus: index === 0 }),
    );
  }, [fieldFailure, setError]);

  const open = (body: Body) => {
    setAlert(null);
    setReview({ body });
  };

  const close = () => {
    if (!busy) setReview(null);
  };

  const confirm = async () => {
    if (!review || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const request = await send(review.body, key);
      renew();
      setReview(null);
      onCreated(request);
    } catch (error) {
      if (!mayRetryWithSameKey(error)) renew();
      setReview(null);
      const { code, fields } = readFailure(error);
      const answer = answerCodeOf(code);
      // Read by any answer code: one the money calls never answer concerns no field.
      const staleAfter: Partial<Record<AnswerCode, TagToRefresh[]>> = STALE_AFTER;
      const fieldOfCode: Partial<Record<AnswerCode, Path<Values>>> = fieldOf;
      // E.g. another tab made a request meanwhile: asking again swaps the page to its card.
      const stale = answer ? staleAfter[answer] : undefined;
      if (stale) dispatch(moneyApi.util.invalidateTags(stale));
      const field = answer ? fieldOfCode[answer] : undefined;
      const known = Object.entries(fields)
        .map(([name, fieldCode]) => [name.replace(/\[(\d+)\]/g, '.$1'), fieldCode] as const)
        .filter(([name]) => fieldNames.includes(name))
        .map(([name, fieldCode]) => [name as Path<Values>, fieldCode] as const);
      if (field && code) setFieldFailure([[field, code]]);
      else if (known.length > 0) setFieldFailure(known);
      else setAlert(errorMessage(code));
    } finally {
      setBusy(false);
    }
  };

  return { review: review?.body ?? null, open, close, confirm, busy, alert };
}

import { useState } from 'react';
import type { AnswerCode } from '@wallet/shared/domain';
import { answerCodeOf } from '@wallet/shared/store';
import { fieldCodesOf, type FieldCodes } from './api-refusal';

/**
 * What a change came to. `takeFocus` when the control that opened it is gone (a deleted or
 * vanished row), so the message is where the keyboard lands.
 */
export type Outcome = { ok: boolean; message: string; takeFocus: boolean };

export interface RecordChangeTexts<A extends string> {
  created: string;
  saved: string;
  /** The outcome of each confirmed action (delete, activate, …). */
  done: Record<A, string>;
  /** The record is gone: the dialog closes and the refreshed list says so. */
  notFound: string;
  /** Anything else: nothing changed, the dialog stays open to try again. */
  failed: string;
  /** Refusal codes with their own text in the dialog (e.g. `event_in_use`). */
  refusals?: Readonly<Partial<Record<AnswerCode, string>>>;
}

export interface RecordChangesOptions<R, B, A extends string> {
  /** True while one of the feature's mutations runs; nothing can be pressed twice meanwhile. */
  busy: boolean;
  create?: (body: B) => Promise<unknown>;
  update?: (record: R, body: B) => Promise<unknown>;
  /** Runs a confirmed action on a record. */
  perform?: (record: R, action: A) => Promise<unknown>;
  /** The actions after which the record's row is gone. */
  removes?: readonly A[];
  texts: RecordChangeTexts<A>;
  /**
   * Field refusals of a save (422 with `fields`), shown beside their fields by the form. Without
   * it they read as the general failure.
   */
  onFieldErrors?: (fields: FieldCodes) => void;
  /** A save went through (a page form leaves for the list here). */
  onSaved?: (outcome: Outcome) => void;
}

/** An RTK Query mutation hook's answer, as far as a list of records uses it. */
type Mutation<Arg> = readonly [
  (arg: Arg) => { unwrap(): Promise<unknown> },
  { isLoading: boolean },
];

/**
 * The calls of records kept by id (POST a body, PUT a body to an id, DELETE an id) from the
 * feature's three mutation hooks: each awaited, and busy while any of them runs.
 */
export function recordCalls<B>(
  [create, creating]: Mutation<B>,
  [update, updating]: Mutation<{ id: number; body: B }>,
  [remove, removing]: Mutation<{ id: number }>,
) {
  return {
    busy: creating.isLoading || updating.isLoading || removing.isLoading,
    create: (body: B) => create(body).unwrap(),
    update: (record: { id: number }, body: B) => update({ id: record.id, body }).unwrap(),
    remove: (record: { id: number }) => remove({ id: record.id }).unwrap(),
  };
}

/**
 * The changes of an admin list of records (events, deposit addresses, notices): the open form
 * or confirmation, each change awaited before the list shows it (never optimistic), and one
 * outcome message. The server audits every change; the list refreshes through its tags.
 */
export function useRecordChanges<R, B, A extends string = 'delete'>(
  options: RecordChangesOptions<R, B, A>,
) {
  const { busy, texts } = options;
  const [form, setForm] = useState<{ record: R | null } | null>(null);
  const [confirming, setConfirming] = useState<{ record: R; action: A } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Runs a change; closes its dialog on success or when the record is gone. */
  const run = async (
    change: () => Promise<unknown>,
    done: string,
    close: () => void,
    removesRow: boolean,
  ): Promise<Outcome | null> => {
    setDialogError(null);
    try {
      await change();
      close();
      const result = { ok: true, message: done, takeFocus: removesRow };
      setOutcome(result);
      return result;
    } catch (failure) {
      const code = answerCodeOf(failure);
      const fields = fieldCodesOf(failure);
      const refusal = code ? texts.refusals?.[code] : undefined;
      if (code === 'not_found') {
        close();
        setOutcome({ ok: false, message: texts.notFound, takeFocus: true });
      } else if (refusal) {
        setDialogError(refusal);
      } else if (fields && options.onFieldErrors) {
        options.onFieldErrors(fields);
      } else {
        setDialogError(texts.failed);
      }
      return null;
    }
  };

  /** Saves `record` (null adds one); a page form calls it with the record it edits. */
  const saveRecord = (record: R | null, body: B) => {
    const { create, update, onSaved } = options;
    const change = record ? update && (() => update(record, body)) : create && (() => create(body));
    if (!change) return;
    void run(change, record ? texts.saved : texts.created, () => setForm(null), false).then(
      (result) => {
        if (result) onSaved?.(result);
      },
    );
  };

  const confirm = () => {
    const { perform, removes = [] } = options;
    if (!confirming || !perform) return;
    const { record, action } = confirming;
    void run(
      () => perform(record, action),
      texts.done[action],
      () => setConfirming(null),
      removes.includes(action),
    );
  };

  return {
    busy,
    form,
    confirming,
    dialogError,
    outcome,
    /** Opens the form on a record, or on a new one (null). */
    edit: (record: R | null) => {
      setDialogError(null);
      setOutcome(null);
      setForm({ record });
    },
    /** Asks to confirm an action on a record. */
    ask: (record: R, action: A) => {
      setDialogError(null);
      setOutcome(null);
      setConfirming({ record, action });
    },
    close: () => {
      if (busy) return;
      setForm(null);
      setConfirming(null);
    },
    /** Saves the record of the open form dialog. */
    save: (body: B) => saveRecord(form?.record ?? null, body),
    saveRecord,
    confirm,
  };
}

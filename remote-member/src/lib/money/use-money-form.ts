import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import type { z } from 'zod';
import type {
  ExchangeRateAnswer,
  MoneyCallAnswerCode,
  MoneyLimits,
  MoneyRequest,
  QuoteRefusal,
} from '@wallet/shared/domain';
import {
  clearFormDraft,
  readFormDraft,
  useMoneyLimits,
  writeFormDraft,
  type FormDraft,
} from '@wallet/shared/store';
import { formResolver } from '../forms';
import { useMoneyFieldMessage } from './field-messages';
import type { Keyed } from './money-api';
import { useMoneyRequestFlow, type RefusalFields } from './use-money-request-flow';

/** What every money form gets from its page. */
export interface MoneyFormProps {
  /** The live rates (undefined while they load), for the form's quote. */
  rates: ExchangeRateAnswer | undefined;
  /** Called with the created request (the page then shows it as the pending one). */
  onCreated: (request: MoneyRequest) => void;
}

/** Every money form has an amount; its quote's refusal is shown beside it. */
export interface MoneyFormValues extends FieldValues {
  amount: string;
}

/**
 * What a form's quote function derives from the watched fields: the quote (null until the
 * figures allow one) and whatever else the form needs from them (the currency, the rate…).
 */
export interface MoneyPreview {
  quote: { refusal: QuoteRefusal | null } | null;
}

export interface MoneyFormOptions<
  Values extends MoneyFormValues,
  Body,
  Watched extends keyof Values & string,
  Preview extends MoneyPreview,
> extends Pick<MoneyFormProps, 'onCreated'> {
  /** The form's zod schema, from the typed texts to the body the server validates. */
  schema: z.core.$ZodType<NoInfer<Body>, FieldValues>;
  /** The empty form; its type is the form's values. */
  defaultValues: Values;
  /** The fields the quote reads: only their changes re-render the form. */
  watch: readonly Watched[];
  /** The form's own figures, worked out on every render from the watched fields. */
  quote: (watched: Pick<Values, Watched>, limits: MoneyLimits) => Preview;
  /** The RTK Query mutation that creates the request (`useCreate…Mutation()[0]`). */
  create: (arg: Keyed<Body>) => { unwrap: () => Promise<MoneyRequest> };
  /**
   * The field a server refusal code concerns, beyond the amount's own refusals (AMOUNT_REFUSALS,
   * which every form shares); a function when that depends on a choice. Each form names its own
   * fields (a currency, a platform, a direction), so this part is the form's.
   */
  fieldOf: RefusalFields<Values> | ((watched: Pick<Values, Watched>) => RefusalFields<Values>);
  /** The form's field names, for the server's `fields` ({ name: code }). */
  fieldNames: readonly string[];
  /**
   * The name the form's draft is kept under for this tab until it is sent, so a reload keeps
   * what the member typed (a new release of the site may ask for one). Texts only, never a
   * password.
   */
  draft?: string;
}

/** The refusals about the amount itself, which every money form shows beside its amount. */
const AMOUNT_REFUSALS = [
  'amount_below_minimum',
  'amount_above_maximum',
  'insufficient_balance',
] as const satisfies readonly MoneyCallAnswerCode[];

function amountRefusals<Values extends MoneyFormValues>(): RefusalFields<Values> {
  // Every money form's values have `amount` (MoneyFormValues); react-hook-form's Path type cannot
  // see that through the generic.
  const amount = 'amount' as Path<Values>;
  return Object.fromEntries(AMOUNT_REFUSALS.map((code) => [code, amount]));
}

/** The fields a draft keeps: the texts, but no password of any kind. */
const keepsInDraft = (name: string, value: unknown): value is string =>
  typeof value === 'string' && !/password/i.test(name);

function draftOf(values: FieldValues): FormDraft {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] =>
      keepsInDraft(entry[0], entry[1]),
    ),
  );
}

/** The empty form with what the draft kept for each of its text fields. */
function withDraft<Values extends FieldValues>(empty: Values, draft: string | undefined): Values {
  const kept = draft ? readFormDraft(draft) : null;
  if (!kept) return empty;
  const values: Record<string, unknown> = { ...empty };
  for (const [name, value] of Object.entries(empty)) {
    const typed = kept[name];
    if (keepsInDraft(name, value) && typed !== undefined) values[name] = typed;
  }
  // Only fields of `empty` were replaced, each by a text where it held a text.
  return values as Values;
}

function pick<Values, Key extends keyof Values>(
  values: Values,
  keys: readonly Key[],
): Pick<Values, Key> {
  // Filled key by key below; every key of Pick<Values, Key> is in `keys`.
  const picked = {} as Pick<Values, Key>;
  for (const key of keys) picked[key] = values[key];
  return picked;
}

/**
 * The scaffold every money form shares: react-hook-form over the zod schema (validated once a
 * field is left), the watched fields and the form's quote of them, the quote's refusal beside
 * the amount once the amount was left or the form sent, and review → confirm → send with an
 * Idempotency-Key, server refusals going beside their field (useMoneyRequestFlow). A form keeps
 * its fields, its quote function, its checks before the review and its labels.
 */
export function useMoneyForm<
  Values extends MoneyFormValues,
  Body,
  Watched extends keyof Values & string,
  Preview extends MoneyPreview,
>(options: MoneyFormOptions<Values, Body, Watched, Preview>) {
  const { t } = useTranslation('money');
  const limits = useMoneyLimits();
  const fieldMessage = useMoneyFieldMessage();
  const { schema, create, draft } = options;
  const resolver = useMemo(() => formResolver<Values, Body>(schema), [schema]);
  // Read once: the draft seeds the form, then follows it.
  const [initialValues] = useState(() => withDraft(options.defaultValues, draft));
  const {
    control,
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<Values, unknown, Body>({
    resolver,
    mode: 'onTouched',
    // A whole form is a partial one too; react-hook-form's conditional type cannot see it here.
    defaultValues: initialValues as DefaultValues<Values>,
  });
  useEffect(() => {
    if (!draft) return undefined;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeFormDraft(draft, draftOf(values)),
    });
  }, [subscribe, draft]);
  // A new object only when a watched field changes, so typing elsewhere does not re-render.
  const watched = useWatch({ control, compute: (values: Values) => pick(values, options.watch) });
  const preview = options.quote(watched, limits);
  const fieldOf: RefusalFields<Values> = {
    ...amountRefusals<Values>(),
    ...(typeof options.fieldOf === 'function' ? options.fieldOf(watched) : options.fieldOf),
  };
  const flow = useMoneyRequestFlow<Values, Body>({
    send: (body, idempotencyKey) => create({ body, idempotencyKey }).unwrap(),
    setError,
    fieldOf,
    fieldNames: options.fieldNames,
    onCreated: (request) => {
      // Sent: nothing is left to keep.
      if (draft) clearFormDraft(draft);
      options.onCreated(request);
    },
  });

  // A refusal while typing the first time would shout before the member has finished.
  // (Read by path: the generic form's touched map has no typed `amount`.)
  const amountTouched: unknown = get(touchedFields, 'amount');
  const shown = amountTouched === true || isSubmitted;
  const refusal = shown ? (preview.quote?.refusal ?? null) : null;

  /** Stops the review with `code` beside `field`, which takes the focus. */
  const refuse = (field: Path<Values>, type: string, code: string) =>
    setError(field, { type, message: code }, { shouldFocus: true });

  /** The <form>'s props: the review runs once the schema accepts the fields. */
  const formProps = (label: string, review: (body: Body) => void) => ({
    className: 'money-form',
    'aria-label': label,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(review)(event),
  });

  /** ConfirmRequestDialog's busy state and buttons. */
  const confirmProps = {
    busy: flow.busy,
    onConfirm: () => void flow.confirm(),
    onCancel: flow.close,
  };

  return {
    t,
    limits,
    fieldMessage,
    register,
    errors,
    isSubmitted,
    preview,
    refusal,
    /** The schema's error on the amount, else the shown refusal. */
    amountError: errors.amount ?? (refusal ? { message: refusal } : undefined),
    refuse,
    formProps,
    /** The body under review, while the confirmation is open; null otherwise. */
    reviewed: flow.review,
    /** Opens the confirmation with the body to send (the form's review calls it last). */
    open: flow.open,
    busy: flow.busy,
    alert: flow.alert,
    confirmProps,
  };
}

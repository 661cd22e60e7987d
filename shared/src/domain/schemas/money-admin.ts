import { z } from 'zod';
import { requiredText } from './text';
import { calendarDaySchema } from './calendar-day';
import { depositAddressSchema } from './deposit-address';
import { MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES } from './money-requests';
import { emptyAsAbsent } from './empty-as-absent';
import { pageFields } from './paging';
import { CURRENCIES, toMinor } from '../money/amounts';
import { parseRate } from '../money/rates';
import type { TranslatedLanguage } from '../roles';

/*
 * The back office's money calls (docs/api.md "Administrator"): deposit addresses, auto-message
 * templates, exchange rates, corrections, reconciliation and the history of processed money.
 */

export const depositAddressesQuerySchema = z.strictObject({
  currency: z.preprocess(emptyAsAbsent, z.enum(CURRENCIES, 'invalid').optional()),
});

/** The back office's view of an address. */
export const adminDepositAddressSchema = z
  .object({
    ...depositAddressSchema.shape,
    id: z.number().int(),
    active: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminDepositAddress' });
export type AdminDepositAddress = z.infer<typeof adminDepositAddressSchema>;

/** POST and PUT /admin/deposit-addresses: activating one deactivates the currency's other. */
export const depositAddressBodySchema = z.strictObject({
  currency: z.enum(CURRENCIES, 'required'),
  label: requiredText(60),
  account: requiredText(120),
  holder: requiredText(60),
  active: z.boolean('required'),
});
export type DepositAddressBody = z.input<typeof depositAddressBodySchema>;

/** The auto-messages (docs/product.md §3). */
export const TEMPLATE_KEYS = [
  'recharge_request',
  'request_completed',
  'request_rejected',
  'request_cancelled',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** Placeholders a template may use; `{{memo}}` carries a rejection's reason. */
export const TEMPLATE_PLACEHOLDERS = [
  'username',
  'amount',
  'currency',
  'converted',
  'address',
  'reference',
  'kind',
  'memo',
] as const;

export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/**
 * The values the server fills in each auto-message (docs/product.md §3): a charge request tells
 * where and what to send; every decision names the request, and a rejection its reason.
 */
export const TEMPLATE_PLACEHOLDERS_OF: Record<TemplateKey, readonly TemplatePlaceholder[]> = {
  recharge_request: ['username', 'amount', 'currency', 'converted', 'address', 'reference'],
  // Every decision may carry the administrator's memo (a rejection always does).
  request_completed: ['username', 'kind', 'amount', 'currency', 'memo'],
  request_rejected: ['username', 'kind', 'amount', 'currency', 'memo'],
  request_cancelled: ['username', 'kind', 'amount', 'currency', 'memo'],
};

/**
 * A `{{name}}` in a template's text; group 1 is the name with any spaces around it (trimmed by
 * the readers). No lazy part beside `\s*`: on a long run of spaces after a lone `{{` such a
 * pattern backtracks for seconds, and it runs on every auto-message.
 */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Each `{{name}}` of a text replaced by what `fill` answers for it (the server's sending). */
export const fillPlaceholders = (text: string, fill: (name: string, whole: string) => string) =>
  text.replace(PLACEHOLDER, (whole, name: string) => fill(name.trim(), whole));

/**
 * The placeholders of a text its template does not fill (`{{usrname}}`), each once: they would
 * reach the member as written.
 */
export function unknownPlaceholders(text: string, key: TemplateKey): string[] {
  const allowed: readonly string[] = TEMPLATE_PLACEHOLDERS_OF[key];
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => (match[1] ?? '').trim());
  return [...new Set(names.filter((name) => !allowed.includes(name)))];
}

/** A template's texts use only the placeholders its template fills (`unknown_placeholder`). */
function checkPlaceholders(
  template: {
    template_key: TemplateKey;
    label: string;
    content: string;
    translations?: TemplateTranslations;
  },
  ctx: z.RefinementCtx,
) {
  const texts: Array<[PropertyKey[], string]> = [
    [['label'], template.label],
    [['content'], template.content],
    ...Object.entries(template.translations ?? {}).flatMap(
      ([language, text]): Array<[PropertyKey[], string]> => [
        [['translations', language, 'label'], text.label],
        [['translations', language, 'content'], text.content],
      ],
    ),
  ];
  for (const [path, text] of texts) {
    if (unknownPlaceholders(text, template.template_key).length > 0) {
      ctx.addIssue({ code: 'custom', message: 'unknown_placeholder', path });
    }
  }
}

/** A template's subject (`label`) and content in one language. */
const templateTextFields = {
  label: requiredText(100),
  content: requiredText(5000),
};
const templateTextSchema = z.strictObject(templateTextFields);

/** The template's text in each language other than English, all of them. */
const templateTranslationsSchema = z.strictObject({
  ko: templateTextSchema,
  zh: templateTextSchema,
  ja: templateTextSchema,
} satisfies Record<TranslatedLanguage, typeof templateTextSchema>);
export type TemplateTranslations = z.infer<typeof templateTranslationsSchema>;

/**
 * One template (docs/product.md §3: template_key, label, content). `label` and `content` are the
 * English text, which a member whose language has no text also reads; `translations` holds the
 * other languages.
 */
export const messageTemplateSchema = z
  .strictObject({
    template_key: z.enum(TEMPLATE_KEYS, 'invalid'),
    ...templateTextFields,
    translations: templateTranslationsSchema.describe(
      'Subject and content in Korean, Chinese and Japanese',
    ),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/**
 * A template as the back office's form holds it: its texts use only its own placeholders. (Not
 * the answer's schema: a text saved before this rule must still be read.)
 */
export const editedMessageTemplateSchema = messageTemplateSchema.superRefine(checkPlaceholders);

/** A template as saved: without `translations`, the other languages keep their text. */
const messageTemplateBodySchema = messageTemplateSchema
  .extend({
    translations: templateTranslationsSchema
      .optional()
      .describe(
        'Subject and content in Korean, Chinese and Japanese; left as they are when absent',
      ),
  })
  .superRefine(checkPlaceholders);
export type MessageTemplateBody = z.output<typeof messageTemplateBodySchema>;

/** POST /admin/message-templates: the whole list, each key at most once. */
export const messageTemplatesBodySchema = z
  .array(messageTemplateBodySchema)
  .min(1, 'required')
  .superRefine((templates, ctx) => {
    const seen = new Set<string>();
    templates.forEach((template, index) => {
      if (seen.has(template.template_key)) {
        ctx.addIssue({ code: 'custom', message: 'taken', path: [index, 'template_key'] });
      }
      seen.add(template.template_key);
    });
  });

/** A rate people enter: positive, at most six decimals (docs/product.md §1). */
const rateInputSchema = z
  .number('required')
  .positive('invalid')
  .max(1_000_000, 'invalid')
  .refine((rate) => parseRate(rate) !== null, 'invalid');

/** GET and PUT /admin/exchange-rates. */
export const adminExchangeRatesSchema = z
  .strictObject({
    rates: z.strictObject({ KRW: rateInputSchema, PHP: rateInputSchema, USDT: rateInputSchema }),
    usdtAvailable: z.boolean('required'),
  })
  .meta({ id: 'AdminExchangeRates' });
export type AdminExchangeRates = z.infer<typeof adminExchangeRatesSchema>;

/** POST /admin/users/{id}/corrections: a signed USD amount and why. */
export const correctionBodySchema = z
  .strictObject({
    amount: z
      .number('required')
      .refine((amount) => amount !== 0, 'invalid')
      .describe('Signed USD; at most the per-request maximum either way (amount_above_maximum)'),
    reason: requiredText(500),
  })
  .superRefine((body, ctx) => {
    if (toMinor(body.amount, 'USD') === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['amount'] });
    }
  });
export type CorrectionBody = z.input<typeof correctionBodySchema>;

/** A journal entry and its lines (docs/product.md §4); amounts in the line's major units. */
export const journalEntrySchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    memo: z.string(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    lines: z.array(
      z.object({ account: z.string(), currency: z.enum(CURRENCIES), amount: z.number() }),
    ),
  })
  .meta({ id: 'JournalEntry' });
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** GET /admin/ledger/reconcile?userId=: one member's accounts and entries only. */
export const reconcileQuerySchema = z.strictObject({
  userId: z.preprocess(
    emptyAsAbsent,
    z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, 'invalid')
      .transform(Number)
      .optional()
      .describe("A member's id: only their accounts and the entries that move them"),
  ),
});

/** GET /admin/ledger/reconcile: every entry sums to zero, every balance equals its journal. */
export const reconciliationSchema = z
  .object({
    ok: z.boolean(),
    entries: z.number().int().describe('Journal entries checked'),
    mismatches: z.array(
      z.object({
        type: z.enum(['entry_unbalanced', 'balance_mismatch']),
        ref: z.string().describe('`entry:<id>` or the account code'),
        currency: z.enum(CURRENCIES),
        expected: z.string().describe('Minor units'),
        actual: z.string().describe('Minor units'),
      }),
    ),
  })
  .meta({ id: 'Reconciliation' });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** GET /admin/history: processed requests and ledger movements (corrections, bonuses). */
export const HISTORY_KINDS = [...MONEY_REQUEST_KINDS, 'correction', 'first_deposit_bonus'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const historyQuerySchema = z.strictObject({
  kind: z.preprocess(emptyAsAbsent, z.enum(HISTORY_KINDS, 'invalid').optional()),
  username: z.preprocess(emptyAsAbsent, z.string().trim().max(50, 'too_long').optional()),
  from: z.preprocess(emptyAsAbsent, z.optional(calendarDaySchema)),
  to: z.preprocess(emptyAsAbsent, z.optional(calendarDaySchema)),
  format: z.preprocess(emptyAsAbsent, z.enum(['json', 'csv'], 'invalid').optional()),
  ...pageFields,
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** One processed transaction, newest first. */
export const historyRowSchema = z
  .object({
    id: z.string().describe('`request:<id>` or `entry:<id>`'),
    at: z.string().describe('When it was processed, ISO 8601 UTC'),
    kind: z.enum(HISTORY_KINDS),
    status: z.enum(MONEY_REQUEST_STATUSES).nullable().describe('Null for ledger movements'),
    username: z.string(),
    currency: z.enum(CURRENCIES),
    amount: z.number().describe('In `currency`'),
    fee: z.number().nullable().describe('USD taken on approval; null when none was taken'),
    walletChange: z.number().describe("Signed USD change of the member's wallet"),
    memo: z.string().nullable(),
    processedBy: z.string().nullable().describe("The administrator's username"),
  })
  .meta({ id: 'HistoryRow' });
export type HistoryRow = z.infer<typeof historyRowSchema>;

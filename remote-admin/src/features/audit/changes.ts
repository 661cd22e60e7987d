import type { AuditTarget } from '@wallet/shared/domain';

/**
 * One line of an audited change: a field that moved (`status: pending → approved`), or a value
 * that says what the action was about without having moved (the reason of a correction, the title
 * of an edited notice, every field of a record added or deleted).
 */
export type AuditLine =
  | { kind: 'change'; field: string; before: unknown; after: unknown }
  | { kind: 'value'; field: string; value: unknown };

/**
 * The fields audit rows hold, in the order a change lists them (PostgreSQL's jsonb keeps its own
 * order, shortest key first); each has a label in `audit.fields`. `rates` stands for `rates.KRW`…
 */
export const AUDIT_FIELDS = [
  'username',
  'role',
  'member',
  'kind',
  'title',
  'label',
  'subject',
  'currency',
  'type',
  'status',
  'warnings',
  'realName',
  'phone',
  'email',
  'rates',
  'usdtAvailable',
  'available',
  'amount',
  'payout',
  'bonus',
  'bonusPercent',
  'reason',
  'adminMemo',
  'account',
  'holder',
  'content',
  'answer',
  'imageUrl',
  'startsAt',
  'endsAt',
  'pinned',
  'active',
  'audience',
  'recipientCount',
  'entryId',
  'entryIds',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

/** Fields that name the record: kept in the list of an edit even when they did not change. */
const NAMING: readonly string[] = ['title', 'label', 'subject', 'currency'];

/**
 * Amounts stored beside the field that holds their currency (a decided request's `amount` and
 * `currency`, a withdrawal's `payout` and `payoutCurrency`): the amount is shown with its currency,
 * which then has no line of its own. An amount without one (a correction's) is in USD.
 */
export const CURRENCY_OF: Readonly<Record<string, string>> = {
  amount: 'currency',
  payout: 'payoutCurrency',
};

/** The lines less the currencies shown with their amount; `fields` are the record's fields. */
function foldCurrencies(lines: AuditLine[], fields: ReadonlySet<string>): AuditLine[] {
  const shown = new Set(
    Object.entries(CURRENCY_OF)
      .filter(([amount]) => fields.has(amount))
      .map(([, currency]) => currency),
  );
  return lines.filter((line) => !shown.has(line.field));
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The leaves of a record by dotted path; arrays and plain values are leaves. */
function leaves(value: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(child)) for (const [p, v] of leaves(child, path)) out.set(p, v);
    else out.set(path, child);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const present = (value: unknown) => value !== null && value !== undefined;

/** Where a field sorts: its place in AUDIT_FIELDS (by its first part), unknown ones last. */
function rank(field: string): number {
  const at = (AUDIT_FIELDS as readonly string[]).indexOf(field.split('.')[0] ?? field);
  return at < 0 ? AUDIT_FIELDS.length : at;
}

/** Every field of a record, as value lines in reading order (a record added, deleted, or shown whole). */
export function recordLines(record: unknown): AuditLine[] {
  if (!isRecord(record))
    return present(record) ? [{ kind: 'value', field: '', value: record }] : [];
  const fields = leaves(record);
  const lines = [...fields]
    .filter(([, value]) => present(value))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, value]): AuditLine => ({ kind: 'value', field, value }));
  return foldCurrencies(lines, new Set(fields.keys()));
}

export interface AuditChange {
  lines: AuditLine[];
  /** An edit that moved nothing (saved as it was): its lines are the values it saved. */
  unchanged: boolean;
}

/**
 * What an audit row says, field by field. A record added or deleted lists what it held. An edit
 * lists the fields that moved (before → after), with the record's name and what the action noted
 * on one side only (a reason, an amount).
 */
export function auditChange(before: unknown, after: unknown): AuditChange {
  if (!isRecord(before) && !isRecord(after)) {
    const lines: AuditLine[] = same(before, after)
      ? []
      : [{ kind: 'change', field: '', before, after }];
    return { lines, unchanged: false };
  }
  if (!isRecord(before)) return { lines: recordLines(after), unchanged: false };
  if (!isRecord(after)) return { lines: recordLines(before), unchanged: false };
  const was = leaves(before);
  const now = leaves(after);
  const lines: AuditLine[] = [];
  const fields = new Set([...was.keys(), ...now.keys()]);
  for (const field of fields) {
    const old = was.get(field);
    const value = now.get(field);
    if (was.has(field) && !same(old, value)) {
      lines.push({ kind: 'change', field, before: old, after: value });
    } else if (present(value) && (!was.has(field) || NAMING.includes(field))) {
      lines.push({ kind: 'value', field, value });
    }
  }
  if (!lines.some((line) => line.kind === 'change')) {
    return { lines: recordLines(after), unchanged: true };
  }
  const sorted = lines.sort((a, b) => rank(a.field) - rank(b.field));
  return { lines: foldCurrencies(sorted, fields), unchanged: false };
}

/**
 * The back-office page of what a row is about: a member's own page, a notice's editor, an
 * inquiry's thread, else the list that holds it (deposit addresses, events, rates, templates, sent
 * messages). None for a request (no page of its own), an administrator (created or reset from the
 * command line; not a member) and a deleted notice.
 */
export function targetPath(target: AuditTarget, action: string): string | null {
  switch (target.kind) {
    case 'user':
      return action.startsWith('admin.') ? null : `/admin/users/${target.id}`;
    case 'notice':
      return action === 'notice.delete' ? null : `/admin/notices/${target.id}/edit`;
    case 'inquiry':
      return `/admin/inquiries/${target.id}`;
    case 'deposit_address':
      return '/admin/deposit-addresses';
    case 'event':
      return '/admin/events';
    case 'exchange_rates':
      return '/admin/exchange-rates';
    case 'template':
      return '/admin/messages/templates';
    case 'message':
      return '/admin/messages/sent';
    case 'request':
      return null;
  }
}

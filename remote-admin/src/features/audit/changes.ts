/** One changed field of an audited record: `status: pending → approved`. */
export interface FieldChange {
  /** A dotted path for a nested field (`rates.KRW`). */
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between the state before and after (a created record has no before, a
 * deleted one no after, so every field it has is listed). Two plain values are one change.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before ?? null, after ?? null) ? [] : [{ field: '', before, after }];
  }
  const was = isRecord(before) ? leaves(before) : new Map<string, unknown>();
  const now = isRecord(after) ? leaves(after) : new Map<string, unknown>();
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((field) => !same(was.get(field) ?? null, now.get(field) ?? null))
    .map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}

/** Long values (HTML content) are cut in the row; the full record is one click away. */
const SHOWN_LENGTH = 80;

/** A value as one short line; null for none (shown as a dash), '' for an empty text. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

/** Where a target such as `user:42` has a page of its own in the back office. */
export function targetPath(target: string): string | null {
  const [kind, id] = target.split(':');
  if (!id || !/^\d+$/.test(id)) return null;
  if (kind === 'user') return `/admin/users/${id}`;
  if (kind === 'inquiry') return `/admin/inquiries/${id}`;
  if (kind === 'notice') return `/admin/notices/${id}/edit`;
  return null;
}

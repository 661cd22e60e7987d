import { TEMPLATE_KEYS, type TemplateKey } from './schemas/money-admin';

/**
 * What an audit row is about, as its `target` column holds it: `kind:id` for a numbered record
 * (`user:42`, `request:7`), `template:<key>` for an auto-message, and the kind alone for the one
 * set of exchange rates. The server writes only these; the back office names each in words and
 * links the page it has for it.
 */
export const AUDIT_TARGET_KINDS = [
  'user',
  'request',
  'exchange_rates',
  'deposit_address',
  'event',
  'notice',
  'template',
  'message',
  'inquiry',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** The kinds whose records are numbered rows (a message is its broadcast). */
export type NumberedAuditTargetKind = Exclude<AuditTargetKind, 'exchange_rates' | 'template'>;

export type AuditTarget =
  | { kind: NumberedAuditTargetKind; id: number }
  | { kind: 'template'; key: TemplateKey }
  | { kind: 'exchange_rates' };

/** The target as the audit log stores it. */
export function auditTargetText(target: AuditTarget): string {
  switch (target.kind) {
    case 'exchange_rates':
      return target.kind;
    case 'template':
      return `template:${target.key}`;
    default:
      return `${target.kind}:${target.id}`;
  }
}

const NUMBERED: readonly string[] = AUDIT_TARGET_KINDS.filter(
  (kind) => kind !== 'exchange_rates' && kind !== 'template',
);
const isNumbered = (kind: string): kind is NumberedAuditTargetKind => NUMBERED.includes(kind);
const isTemplateKey = (key: string): key is TemplateKey =>
  (TEMPLATE_KEYS as readonly string[]).includes(key);

/** A stored target read back; null for one this list does not know (an old or hand-made row). */
export function parseAuditTarget(text: string): AuditTarget | null {
  if (text === 'exchange_rates') return { kind: 'exchange_rates' };
  const at = text.indexOf(':');
  const kind = text.slice(0, at);
  const rest = text.slice(at + 1);
  if (at < 0 || rest === '') return null;
  if (kind === 'template') return isTemplateKey(rest) ? { kind, key: rest } : null;
  if (isNumbered(kind) && /^\d+$/.test(rest)) return { kind, id: Number(rest) };
  return null;
}

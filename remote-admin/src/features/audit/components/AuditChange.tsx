import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  CURRENCIES,
  EVENT_TYPES,
  INQUIRY_STATUSES,
  MEMBER_STATUSES,
  MONEY_REQUEST_KINDS,
  MONEY_REQUEST_STATUSES,
  ROLES,
  TRANSLATED_LANGUAGES,
  formatKstDateTime,
  NONE,
  type AuditEntry,
} from '@wallet/shared/domain';
import { htmlToText, looksLikeHtml } from '@wallet/shared/html';
import { oneOf } from '@wallet/shared/ui';
import {
  AUDIT_FIELDS,
  CURRENCY_OF,
  auditChange,
  isRecord,
  recordLines,
  type AuditLine,
} from '../changes';

/** Long values (a notice's content) are cut in the row; the whole text is in the full record. */
const SHOWN_LENGTH = 80;

/** An instant as the server writes it (`2026-11-25T05:03:11.000Z`), shown in Korean time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const fieldOf = (record: unknown, field: string): unknown =>
  isRecord(record) ? record[field] : undefined;

/**
 * Field names and values as the administrator reads them: translated labels and words, amounts and
 * rates in their formats (an amount in the currency stored beside it), times in KST, stored HTML as
 * plain text (never rendered).
 */
function useAuditWords(entry: AuditEntry) {
  const { t } = useTranslation(['adminSupport', 'adminUsers', 'adminMoney']);
  const { formatAmount, formatRate, formatSignedAmount } = useFormat();
  const area = entry.action.split('.')[0] ?? '';

  /** The currency stored beside an amount field, on either side of the row. */
  const currencyOf = (field: string) => {
    const partner = CURRENCY_OF[field];
    if (!partner) return null;
    const stored = fieldOf(entry.after, partner) ?? fieldOf(entry.before, partner);
    return typeof stored === 'string' ? oneOf(CURRENCIES, stored) : null;
  };

  const label = (field: string): string => {
    if (field === '') return t('audit.fields.value');
    const [head = '', part = '', ...rest] = field.split('.');
    if (head === 'rates') return t('audit.fields.rates', { currency: part });
    // A template's text in another language (`translations.ja.label`): its field, in that language.
    const language = head === 'translations' ? oneOf(TRANSLATED_LANGUAGES, part) : null;
    if (language && rest.length > 0) {
      return t('audit.fields.translated', {
        field: label(rest.join('.')),
        language: t(`audit.languages.${language}`),
      });
    }
    // A template's label is the subject its messages carry.
    const known = oneOf(AUDIT_FIELDS, area === 'template' && field === 'label' ? 'subject' : field);
    return known && known !== 'rates' ? t(`audit.fields.${known}`) : field;
  };

  const word = (field: string, value: string): string | null => {
    if (field === 'status') {
      const member = area === 'member' ? oneOf(MEMBER_STATUSES, value) : null;
      if (member) return t(`adminUsers:status.${member}`);
      const request = area === 'request' ? oneOf(MONEY_REQUEST_STATUSES, value) : null;
      if (request) return t(`adminMoney:statuses.${request}`);
      const inquiry = area === 'inquiry' ? oneOf(INQUIRY_STATUSES, value) : null;
      if (inquiry) return t(`inquiries.statuses.${inquiry}`);
    }
    const kind = field === 'kind' ? oneOf(MONEY_REQUEST_KINDS, value) : null;
    if (kind) return t(`adminMoney:kinds.${kind}`);
    const type = field === 'type' ? oneOf(EVENT_TYPES, value) : null;
    if (type) return t(`adminMoney:events.types.${type}`);
    const audience = field === 'audience' ? oneOf(['all', 'selected'] as const, value) : null;
    if (audience) return t(`messages.send.${audience}`);
    const role = field === 'role' ? oneOf(ROLES, value) : null;
    if (role) return t(`audit.roles.${role}`);
    return null;
  };

  /** The whole value as one line of text; null for none. */
  const text = (field: string, value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'number') {
      if (field.startsWith('rates.')) return formatRate(value);
      const currency = currencyOf(field);
      if (currency) return formatAmount(value, currency);
      // A correction's amount: a credit or a debit of the wallet.
      if (field === 'amount') return formatSignedAmount(value, 'USD');
      if (field === 'available' || field === 'bonus') return formatAmount(value, 'USD');
      if (field === 'bonusPercent') return `${value}%`;
      return String(value);
    }
    if (typeof value === 'string') {
      if (value.trim() === '') return t('audit.emptyValue');
      if (ISO_INSTANT.test(value)) return `${formatKstDateTime(value)} KST`;
      if (looksLikeHtml(value)) return htmlToText(value) || t('audit.emptyValue');
      return word(field, value) ?? value.replace(/\s+/g, ' ').trim();
    }
    if (Array.isArray(value)) {
      return value.length === 0 ? null : value.map((item) => text(field, item) ?? NONE).join(', ');
    }
    return JSON.stringify(value);
  };

  return { label, text };
}

/** A value in the row: cut when long, the whole text on hover (and in the full record). */
function Shown({ text }: { text: string | null }) {
  if (text === null) return <>{NONE}</>;
  if (text.length <= SHOWN_LENGTH) return <>{text}</>;
  return <span title={text}>{`${text.slice(0, SHOWN_LENGTH - 1).trimEnd()}…`}</span>;
}

/** Every field of one side of the record, in full. */
function RecordList({ record, entry }: { record: unknown; entry: AuditEntry }) {
  const { label, text } = useAuditWords(entry);
  const lines = recordLines(record);
  if (lines.length === 0) return <p className="audit__none">{NONE}</p>;
  return (
    <dl className="audit__fields">
      {lines.map((line) =>
        line.kind === 'value' ? (
          <div key={line.field}>
            <dt>{label(line.field)}</dt>
            <dd>{text(line.field, line.value) ?? NONE}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/**
 * One audited change as a short list, `field: before → after`, and the whole record before and
 * after, in full text, one click away when the list does not already show all of it.
 */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminSupport');
  const { label, text } = useAuditWords(entry);
  const { lines, unchanged } = auditChange(entry.before, entry.after);
  const texts = (line: AuditLine) =>
    line.kind === 'change'
      ? [text(line.field, line.before), text(line.field, line.after)]
      : [text(line.field, line.value)];
  const cut = lines.some((line) =>
    texts(line).some((value) => value !== null && value.length > SHOWN_LENGTH),
  );
  const fieldCount = Math.max(recordLines(entry.before).length, recordLines(entry.after).length);
  const showRecord = cut || lines.length < fieldCount;

  return (
    <>
      {unchanged || lines.length === 0 ? (
        <p className="audit__none">{unchanged ? t('audit.unchanged') : t('audit.noChange')}</p>
      ) : null}
      {lines.length === 0 ? null : (
        <ul className="audit__changes">
          {lines.map((line) => {
            const [first = null, second = null] = texts(line);
            return (
              <li key={line.field}>
                <span className="audit__field">{label(line.field)}</span>
                {': '}
                {line.kind === 'change' ? (
                  <>
                    <span className="audit__before">
                      <Shown text={first} />
                    </span>
                    {' → '}
                    <Shown text={second} />
                  </>
                ) : (
                  <Shown text={first} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {showRecord ? (
        <details className="audit__record">
          <summary>{t('audit.fullRecord')}</summary>
          <div className="audit__sides">
            {entry.before !== null ? (
              <div>
                <p>{t('audit.before')}</p>
                <RecordList record={entry.before} entry={entry} />
              </div>
            ) : null}
            {entry.after !== null ? (
              <div>
                <p>{t('audit.after')}</p>
                <RecordList record={entry.after} entry={entry} />
              </div>
            ) : null}
          </div>
        </details>
      ) : null}
    </>
  );
}

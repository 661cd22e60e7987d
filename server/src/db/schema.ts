import type { ColumnType, Generated } from 'kysely';
import type {
  AuditAction,
  Currency,
  InquiryCategory,
  InquiryStatus,
  Language,
  MemberStatus,
  MoneyRequestKind,
  MoneyRequestStatus,
  PayoutKind,
  Platform,
  Role,
  TemplateKey,
  TranslatedLanguage,
  TransferDirection,
  TransferPlace,
  TransferRecordType,
} from '@wallet/shared/domain';

/**
 * The database as Kysely sees it (the migrations in ./migrations are the source of truth).
 * node-postgres answers int8 and numeric as strings, so ids, money and rates read as text:
 * money is converted with BigInt() (minor units), ids with Number() (they stay far below 2^53).
 */

/**
 * An id or a reference to one (bigint / bigserial). pg reads it as text; the app holds ids as
 * numbers (far below 2^53) and compares columns with them, hence the union: read with Number().
 */
type IdValue = string | number;
type Int8 = ColumnType<IdValue, IdValue | bigint, IdValue | bigint>;
type GeneratedId = ColumnType<IdValue, never, never>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric(18,6): read as text to keep every digit. */
type Numeric = ColumnType<string, string | number, string | number>;
type Json = ColumnType<unknown, string | null | undefined, never>;

export interface UsersTable {
  id: GeneratedId;
  username: string;
  email: string | null;
  password_hash: string;
  money_password_hash: string | null;
  role: Role;
  status: MemberStatus;
  real_name: Generated<string>;
  phone: Generated<string>;
  referral_id: string;
  recommender_id: Int8 | null;
  bank_name: string | null;
  bank_account: string | null;
  wallet_address: string | null;
  peso_account_type: string | null;
  peso_account_number: string | null;
  language: Generated<Language>;
  warnings: Generated<number>;
  money_password_failures: Generated<number>;
  money_password_locked_until: NullableTimestamp;
  created_at: CreatedAt;
}

export interface UserPlatformsTable {
  user_id: Int8;
  name: Platform;
  platform_id: string;
}

export interface SessionsTable {
  id: GeneratedId;
  user_id: Int8;
  token_hash: string;
  role: Role;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface ExchangeRatesTable {
  currency: Exclude<Currency, 'USD'>;
  rate: Numeric;
  available: boolean;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: GeneratedId;
  user_id: Int8;
  subject: string;
  content: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  /** The message an administrator sent this copy of; null for auto-messages. */
  broadcast_id: ColumnType<IdValue | null, IdValue | bigint | null | undefined, never>;
}

export interface MessageBroadcastsTable {
  id: GeneratedId;
  sender_id: Int8;
  subject: string;
  content: string;
  audience: 'all' | 'selected';
  recipient_count: number;
  created_at: CreatedAt;
}

export interface NoticesTable {
  id: GeneratedId;
  title: string;
  content: string;
  pinned: Generated<boolean>;
  created_by: Int8 | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InquiriesTable {
  id: GeneratedId;
  user_id: Int8;
  category: InquiryCategory;
  title: string;
  content: Generated<string>;
  status: Generated<InquiryStatus>;
  answer: string | null;
  answered_by: Int8 | null;
  answered_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Minor units as pg reads int8: text; written from a bigint. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<
  string | null,
  string | bigint | null | undefined,
  string | bigint | null
>;

export interface MoneyRequestsTable {
  id: GeneratedId;
  user_id: Int8;
  kind: MoneyRequestKind;
  status: Generated<MoneyRequestStatus>;
  created_at: CreatedAt;
  processed_at: NullableTimestamp;
  currency: Currency;
  amount_minor: Minor;
  fee_minor: NullableMinor;
  net_minor: NullableMinor;
  converted_minor: NullableMinor;
  reflected_minor: NullableMinor;
  expected_minor: NullableMinor;
  target_currency: Currency | null;
  rate: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  direction: TransferDirection | null;
  from_place: TransferPlace | null;
  to_place: TransferPlace | null;
  wallet_change_minor: NullableMinor;
  record_type: TransferRecordType | null;
  platform: Platform | null;
  platform_id: string | null;
  reference: string | null;
  depositor_name: string | null;
  tx_id: string | null;
  user_memo: string | null;
  admin_memo: string | null;
  processed_by: Int8 | null;
  /** USD cents moved from available to held when the request was made. */
  held_minor: ColumnType<string, string | bigint | undefined, string | bigint>;
  /** Where a withdrawal pays, as it was when requested; null for other kinds. */
  payout_kind: PayoutKind | null;
  payout_label: string | null;
  payout_account: string | null;
  payout_holder: string | null;
}

/** How many requests of a kind and status, in shards by request id (migration 0009), kept by triggers. */
export interface MoneyRequestCountsTable {
  kind: MoneyRequestKind;
  status: MoneyRequestStatus;
  shard: number;
  n: ColumnType<string, never, never>;
}

export interface DepositAddressesTable {
  id: GeneratedId;
  currency: Currency;
  label: string;
  account: string;
  holder: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MessageTemplatesTable {
  template_key: TemplateKey;
  label: string;
  content: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A template's subject and content in a language other than English (the template's own). */
export interface MessageTemplateTextsTable {
  template_key: TemplateKey;
  language: TranslatedLanguage;
  label: string;
  content: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EventsTable {
  id: GeneratedId;
  type: 'popup' | 'first_deposit';
  title: string;
  content: Generated<string>;
  image_url: string | null;
  /** numeric(5,2) as text, e.g. "12.50"; null for popups. */
  bonus_percent: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  starts_at: Timestamp;
  ends_at: Timestamp;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FirstDepositBonusesTable {
  user_id: Int8;
  request_id: Int8;
  event_id: Int8;
  entry_id: Int8;
  amount_minor: Minor;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: Int8;
  key: string;
  body_hash: string;
  status_code: number;
  answer: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
}

export const LEDGER_ACCOUNT_KINDS = [
  'member_available',
  'member_held',
  'deposits_clearing',
  'withdrawals_clearing',
  'platform',
  'fee_income',
  'event_bonus',
  'corrections',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export interface LedgerAccountsTable {
  id: GeneratedId;
  code: string;
  user_id: Int8 | null;
  kind: LedgerAccountKind;
  currency: Currency;
  /** Cached sum of the account's journal lines, in the currency's minor unit. */
  balance: ColumnType<string, never, string | bigint>;
}

export interface JournalEntriesTable {
  id: GeneratedId;
  kind: string;
  memo: string;
  created_by: Int8 | null;
  created_at: CreatedAt;
  /** The member the entry concerns, if any. */
  user_id: ColumnType<IdValue | null, IdValue | bigint | null | undefined, never>;
  /** The money request that caused it, if any. */
  request_id: ColumnType<IdValue | null, IdValue | bigint | null | undefined, never>;
}

export interface JournalLinesTable {
  id: GeneratedId;
  entry_id: Int8;
  account_id: Int8;
  /** Minor units; positive raises the account's balance, negative lowers it. */
  amount: ColumnType<string, string | bigint, never>;
}

export interface AuditLogTable {
  id: GeneratedId;
  at: CreatedAt;
  actor_id: Int8 | null;
  action: AuditAction;
  target: string;
  before: Json;
  after: Json;
}

export interface EmailCodesTable {
  /** Lower case. */
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  tries_left: number;
  verified_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: GeneratedId;
  user_id: Int8;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface MemberWarningsTable {
  id: GeneratedId;
  user_id: Int8;
  reason: string;
  created_by: Int8 | null;
  created_at: CreatedAt;
  cleared_at: NullableTimestamp;
}

export interface RateLimitHitsTable {
  id: GeneratedId;
  action: string;
  subject: string;
  at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  user_platforms: UserPlatformsTable;
  sessions: SessionsTable;
  exchange_rates: ExchangeRatesTable;
  messages: MessagesTable;
  message_broadcasts: MessageBroadcastsTable;
  notices: NoticesTable;
  inquiries: InquiriesTable;
  money_requests: MoneyRequestsTable;
  money_request_counts: MoneyRequestCountsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  audit_log: AuditLogTable;
  email_codes: EmailCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  member_warnings: MemberWarningsTable;
  rate_limit_hits: RateLimitHitsTable;
  settings: SettingsTable;
  deposit_addresses: DepositAddressesTable;
  message_templates: MessageTemplatesTable;
  message_template_texts: MessageTemplateTextsTable;
  events: EventsTable;
  first_deposit_bonuses: FirstDepositBonusesTable;
  idempotency_keys: IdempotencyKeysTable;
}

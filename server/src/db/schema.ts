import type { ColumnType, Generated } from 'kysely';
import type { Currency, Language, MemberStatus, Platform, Role } from '@wallet/shared/domain';

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

export const MONEY_REQUEST_KINDS = [
  'wallet_charge',
  'wallet_withdraw',
  'wallet_transfer',
  'platform_recharge',
  'platform_withdraw',
] as const;
export type MoneyRequestKind = (typeof MONEY_REQUEST_KINDS)[number];
export type MoneyRequestStatus = 'pending' | 'completed' | 'rejected' | 'cancelled';

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
}

export interface MoneyRequestsTable {
  id: GeneratedId;
  user_id: Int8;
  kind: MoneyRequestKind;
  status: Generated<MoneyRequestStatus>;
  created_at: CreatedAt;
  processed_at: NullableTimestamp;
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
  action: string;
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
  money_requests: MoneyRequestsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  audit_log: AuditLogTable;
  email_codes: EmailCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  member_warnings: MemberWarningsTable;
  rate_limit_hits: RateLimitHitsTable;
  settings: SettingsTable;
}

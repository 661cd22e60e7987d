import type { Currency, MoneyRequest, Platform } from '@wallet/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import {
  balanceOf,
  houseAccount,
  houseBalance,
  isHouseKind,
  memberAvailable,
  memberHeld,
  parseAccountCode,
} from '../src/modules/ledger';
import { reconcileLedger } from '../src/modules/ledger/reconcile';
import {
  bearer,
  createTestApp,
  type MemberSeed,
  type TestAccount,
  type TestApp,
  type TestAppOptions,
} from './support/test-app';

/*
 * Shared set-up of the money tests: members with bank details and platforms, the site's deposit
 * addresses, the calls, and the counts that prove a refused call changed nothing.
 */

export const MONEY_PASSWORD = '246810';

export interface MoneyMemberSeed extends MemberSeed {
  bank?: boolean;
  peso?: boolean;
  usdtWallet?: boolean;
  platforms?: Partial<Record<Platform, string>>;
}

export interface Member {
  account: TestAccount;
  id: number;
  token: string;
}

/** One active deposit address per currency, as the back office would set them. */
export async function seedDepositAddresses(t: TestApp): Promise<void> {
  const currencies: Currency[] = ['USD', 'KRW', 'PHP', 'USDT'];
  await t.db
    .insertInto('deposit_addresses')
    .values(
      currencies.map((currency) => ({
        currency,
        label: currency === 'USDT' ? 'TRC20' : `${currency} Bank`,
        account: `${currency}-ACC-001`,
        holder: 'Wallet Ltd',
        active: true,
      })),
    )
    .execute();
}

/** A logged-in member with, by default, bank details and every platform registered. */
export async function moneyMember(t: TestApp, seed: MoneyMemberSeed = {}): Promise<Member> {
  const { bank = true, peso = false, usdtWallet = false, platforms, ...memberSeed } = seed;
  const account = await t.createMember(memberSeed);
  await t.db
    .updateTable('users')
    .set({
      bank_name: bank ? 'Shinhan' : null,
      bank_account: bank ? '110-222-333444' : null,
      peso_account_type: peso ? 'GCash' : null,
      peso_account_number: peso ? '09171234567' : null,
      wallet_address: usdtWallet ? 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' : null,
    })
    .where('id', '=', account.id)
    .execute();
  const registered = platforms ?? { xpoker: 'XP-1', ggclub: 'GG-1', pokernex: 'PN-1' };
  const rows = Object.entries(registered).map(([name, platformId]) => ({
    user_id: account.id,
    name: name as Platform,
    platform_id: platformId,
  }));
  if (rows.length > 0) await t.db.insertInto('user_platforms').values(rows).execute();
  return { account, id: account.id, token: await t.login(account) };
}

/** A money test's app: the deposit addresses set, one administrator and their calls. */
export interface MoneyApp {
  t: TestApp;
  admin: TestAccount;
  adminToken: string;
  api: ReturnType<typeof calls>;
}

/** A test app with the deposit addresses set and an administrator, logged in, with the calls. */
export async function openMoneyApp(options: TestAppOptions = {}): Promise<MoneyApp> {
  const t = await createTestApp(options);
  await seedDepositAddresses(t);
  const admin = await t.createAdmin();
  const adminToken = await t.login(admin);
  return { t, admin, adminToken, api: calls(t, adminToken) };
}

export function calls(t: TestApp, adminToken: string) {
  const send = (
    token: string,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload } : {}),
    });
  return {
    send,
    get: (token: string, url: string) =>
      t.app.inject({ url: `/api${url}`, headers: bearer(token) }),
    approve: (id: number, adminMemo?: string) =>
      send(adminToken, `/admin/requests/${id}/approve`, adminMemo ? { adminMemo } : {}),
    reject: (id: number, adminMemo: string) =>
      send(adminToken, `/admin/requests/${id}/reject`, { adminMemo }),
    adminCancel: (id: number) => send(adminToken, `/admin/requests/${id}/cancel`, {}),
    cancel: (token: string, id: number) => send(token, `/requests/${id}/cancel`),
  };
}

/** The 201 request of a create call; fails the test with the answer otherwise. */
export function created(answer: LightMyRequestResponse): MoneyRequest {
  if (answer.statusCode !== 201) {
    throw new Error(`expected 201, got ${answer.statusCode}: ${answer.body}`);
  }
  return answer.json<MoneyRequest>();
}

/**
 * The cached balance of a ledger account in minor units (0 when it was never used); a house
 * account's is the sum of its shards.
 */
export async function accountBalance(t: TestApp, code: string): Promise<bigint> {
  const identity = parseAccountCode(code);
  if (identity && isHouseKind(identity.kind)) {
    return houseBalance(t.db, identity.kind, identity.currency);
  }
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
}

export const house = {
  feeIncome: houseAccount('fee_income', 'USD'),
  depositsUsd: houseAccount('deposits_clearing', 'USD'),
  withdrawalsUsd: houseAccount('withdrawals_clearing', 'USD'),
  eventBonus: houseAccount('event_bonus', 'USD'),
};

export const wallet = (t: TestApp, userId: number) => balanceOf(t.db, userId);
export { memberAvailable, memberHeld };

/** How much of everything exists, to prove that a refused call changed nothing. */
export async function footprint(t: TestApp, userId: number) {
  const count = async (table: 'money_requests' | 'journal_entries' | 'messages' | 'audit_log') => {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    wallet: await wallet(t, userId),
    requests: await count('money_requests'),
    entries: await count('journal_entries'),
    messages: await count('messages'),
    audit: await count('audit_log'),
    keys: Number(
      (
        await t.db
          .selectFrom('idempotency_keys')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

/** The messages a member has received, oldest first. */
export const messagesOf = (t: TestApp, userId: number) =>
  t.db
    .selectFrom('messages')
    .select(['subject', 'content'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** The ledger agrees with itself: every entry sums to zero, every balance to its lines. */
export async function expectLedgerReconciles(t: TestApp): Promise<void> {
  const result = await reconcileLedger(t.db);
  if (!result.ok) throw new Error(`ledger mismatches: ${JSON.stringify(result.mismatches)}`);
}

/** The lines of every journal entry of a request, as `code amount` texts, for exact checks. */
export async function entriesOf(t: TestApp, requestId: number) {
  const rows = await t.db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_lines as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['e.id', 'e.kind', 'e.user_id', 'a.code', 'l.amount'])
    .where('e.request_id', '=', requestId)
    .orderBy('e.id')
    .orderBy('a.code')
    .execute();
  const byKind = new Map<string, string[]>();
  for (const row of rows) {
    const lines = byKind.get(row.kind) ?? [];
    // Which shard of a house account the request's id picked is not what these tests check.
    lines.push(`${row.code.replace(/^([a-z_]+:[A-Z]+):[0-9]+$/, '$1')} ${row.amount}`);
    byKind.set(row.kind, lines);
  }
  return Object.fromEntries(byKind);
}

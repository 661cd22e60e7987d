import {
  isLanguage,
  toMajor,
  type AdminMember,
  type AdminMemberDetail,
  type LinkedPlatform,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  findMember,
  listMembers,
  countMembers,
  platformsOf,
  warningHistory,
  type MemberFilter,
  type MemberRow,
} from './queries';

type Db = Kysely<Database>;

function toAdminMember(row: MemberRow, platforms: LinkedPlatform[]): AdminMember {
  return {
    id: Number(row.id),
    username: row.username,
    realName: row.real_name,
    email: row.email ?? '',
    phone: row.phone,
    status: row.status,
    balance: toMajor(BigInt(row.available ?? 0), 'USD'),
    held: toMajor(BigInt(row.held ?? 0), 'USD'),
    warnings: row.warnings,
    referralId: row.referral_id,
    recommender: row.recommender,
    platforms,
    createdAt: row.created_at.toISOString(),
  };
}

async function platformsByMember(db: Db, ids: number[]): Promise<Map<number, LinkedPlatform[]>> {
  const byMember = new Map<number, LinkedPlatform[]>();
  for (const row of await platformsOf(db, ids)) {
    const id = Number(row.user_id);
    const list = byMember.get(id) ?? [];
    list.push({ name: row.name, platformId: row.platform_id });
    byMember.set(id, list);
  }
  return byMember;
}

/** GET /admin/users: one page, newest first, and the total for X-Total-Count. */
export async function memberPage(
  db: Db,
  filter: MemberFilter,
  limit: number,
  offset: number,
): Promise<{ members: AdminMember[]; total: number }> {
  const rows = await listMembers(db, filter, limit, offset);
  const total = await countMembers(db, filter);
  const platforms = await platformsByMember(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    members: rows.map((row) => toAdminMember(row, platforms.get(Number(row.id)) ?? [])),
    total,
  };
}

/** GET /admin/users/{id}: 404 when no member has this id. */
export async function memberDetail(db: Db, id: number): Promise<AdminMemberDetail> {
  const row = await findMember(db, id);
  if (!row) throw notFound('This member');
  const platforms = await platformsByMember(db, [id]);
  const warnings = await warningHistory(db, id);
  return {
    ...toAdminMember(row, platforms.get(id) ?? []),
    bankName: row.bank_name,
    bankAccount: row.bank_account,
    walletAddress: row.wallet_address,
    pesoAccountType: row.peso_account_type,
    pesoAccountNumber: row.peso_account_number,
    language: isLanguage(row.language) ? row.language : 'en',
    warningHistory: warnings.map((warning) => ({
      id: Number(warning.id),
      reason: warning.reason,
      givenBy: warning.given_by,
      givenAt: warning.created_at.toISOString(),
      clearedAt: warning.cleared_at ? warning.cleared_at.toISOString() : null,
    })),
  };
}

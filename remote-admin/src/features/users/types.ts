import type { AdminMember, MemberStatus } from '@wallet/shared/domain';

export type { AdminMember, AdminMemberDetail, MemberWarning } from '@wallet/shared/domain';

export interface UsersQuery {
  status: MemberStatus | null;
  q: string;
  page: number;
}

export interface UsersPage {
  users: AdminMember[];
  total: number;
}

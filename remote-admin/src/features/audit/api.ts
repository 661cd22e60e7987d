import type { AuditAction, AuditEntry } from '@wallet/shared/domain';
import { baseApi, type SessionOptions } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';

/** Every call carries the administrator's token; a 401 ends the administrator's session. */
const ADMIN = { session: 'admin' } satisfies SessionOptions;

export interface AuditFilters {
  actor: string;
  action: AuditAction | null;
  /** `YYYY-MM-DD`, Asia/Seoul days, both included. */
  from: string;
  to: string;
}

/** The audit log, newest first; it is only read (nobody edits or deletes a row). */
export const auditApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminListAudit: build.query<Paged<AuditEntry>, AuditFilters & { page: number }>({
      query: ({ actor, action, from, to, page }) => ({
        url: '/admin/audit',
        params: {
          ...(actor ? { actor } : {}),
          ...(action ? { action } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...pageParams(page),
        },
      }),
      transformResponse: (rows: AuditEntry[], meta) => withTotal(rows, meta),
      extraOptions: ADMIN,
      // Every change elsewhere writes a row: a visit shows the log as it is now.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminListAuditQuery } = auditApi;

import type { TestApp } from './test-app';

/** The audit rows about one target (`notice:12`), oldest first: who, what, before and after. */
export function auditRowsOf(t: TestApp, target: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
}

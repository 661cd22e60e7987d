import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MEMBER_STATUSES, type MemberStatus } from '@wallet/shared/domain';
import { Button, ErrorNotice, ListSkeleton, Pager } from '@wallet/shared/ui';
import { useListUsersQuery } from '../api';
import { UsersFilters } from '../components/UsersFilters';
import { UsersTable } from '../components/UsersTable';
import { PAGE_SIZE } from '../types';
import '../users.css';

function readStatus(value: string | null): MemberStatus | null {
  return MEMBER_STATUSES.find((status) => status === value) ?? null;
}

/**
 * /admin/users: members newest first, searchable by username or name, filtered by status,
 * 20 per page. The filters live in the URL, so "back" from a member returns to the same view.
 */
export default function UsersListPage() {
  const { t } = useTranslation(['adminUsers', 'common']);
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, currentData, isError, isFetching, refetch } = useListUsersQuery({
    status,
    q,
    page,
  });

  const go = (next: { status?: MemberStatus | null; q?: string; page?: number }) => {
    const merged = { status, q, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.status) search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // A page past the end (an old link, ?page=99, members removed since) goes to the last page,
  // judged on this page's own answer, never on the previous view's.
  const pastTheEnd = currentData !== undefined && page > pages;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (pages > 1) next.set('page', String(pages));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [pastTheEnd, pages, setParams]);

  return (
    <section className="users" aria-labelledby="users-title">
      <h1 id="users-title">{t('list.title')}</h1>
      <UsersFilters
        key={q}
        q={q}
        status={status}
        onSearch={(text) => go({ q: text })}
        onStatus={(value) => go({ status: value })}
      />
      {isError ? (
        <ErrorNotice
          message={t('list.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : !data || pastTheEnd ? (
        <ListSkeleton label={t('common:loading')} />
      ) : (
        <div aria-busy={isFetching}>
          <p className="users__total">{t('list.total', { count: data.total })}</p>
          {data.users.length === 0 ? (
            <p className="users__empty">{t('list.empty')}</p>
          ) : (
            <UsersTable users={data.users} />
          )}
          <Pager page={page} pages={pages} onPage={(next) => go({ page: next })} />
        </div>
      )}
    </section>
  );
}

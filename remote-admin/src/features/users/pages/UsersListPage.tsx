import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES } from '@wallet/shared/domain';
import {
  Button,
  EmptyState,
  ErrorNotice,
  ListSkeleton,
  oneOf,
  Pager,
  useClampPage,
  useListParams,
} from '@wallet/shared/ui';
import { useListUsersQuery } from '../api';
import { UsersFilters } from '../components/UsersFilters';
import { UsersTable } from '../components/UsersTable';
import { PAGE_SIZE } from '../types';
import '../users.css';

const FILTERS = ['status', 'q'] as const;

/**
 * /admin/users: members newest first, searchable by username or name, filtered by status,
 * 20 per page. The filters live in the URL, so "back" from a member returns to the same view.
 */
export default function UsersListPage() {
  const { t } = useTranslation(['adminUsers', 'common']);
  const { filters, page, go, setParams } = useListParams(FILTERS);
  const status = oneOf(MEMBER_STATUSES, filters.status);
  const { q } = filters;
  const { data, currentData, isError, isFetching, refetch } = useListUsersQuery({
    status,
    q,
    page,
  });

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  return (
    <section className="users" aria-labelledby="users-title">
      <h1 id="users-title">{t('list.title')}</h1>
      <UsersFilters
        key={q}
        q={q}
        status={status}
        onSearch={(text) => go({ q: text })}
        onStatus={(value) => go({ status: value ?? '' })}
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
            <EmptyState message={t('list.empty')} />
          ) : (
            <UsersTable users={data.users} />
          )}
          <Pager page={page} pages={pages} onPage={(next) => go({ page: next })} />
        </div>
      )}
    </section>
  );
}

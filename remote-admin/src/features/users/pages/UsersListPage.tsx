import { useTranslation } from '@wallet/shared/i18n';
import { MEMBER_STATUSES } from '@wallet/shared/domain';
import { oneOf, useClampPage, useListParams } from '@wallet/shared/ui';
import { PagedList } from '../../../lib/PagedList';
import { pageCount } from '../../../lib/paging';
import { useListUsersQuery } from '../api';
import { UsersFilters } from '../components/UsersFilters';
import { UsersTable } from '../components/UsersTable';
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
  const answer = useListUsersQuery({ status, q, page });
  const { data, currentData } = answer;

  const pages = data ? pageCount(data.total) : 1;
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
      <PagedList
        answer={answer}
        pastTheEnd={pastTheEnd}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
        texts={{
          loadFailed: t('list.loadFailed'),
          empty: t('list.empty'),
          total: (count) => t('list.total', { count }),
        }}
        totalClassName="users__total"
        isEmpty={(loaded) => loaded.users.length === 0}
      >
        {(loaded) => <UsersTable users={loaded.users} />}
      </PagedList>
    </section>
  );
}

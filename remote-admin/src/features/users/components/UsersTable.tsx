import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { formatKstDateTime } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import type { AdminMember } from '../types';

/** The members of one page; the username opens the member's detail. */
export function UsersTable({ users }: { users: AdminMember[] }) {
  const { t } = useTranslation('adminUsers');
  const { formatUsdAmount } = useFormat();
  return (
    <DataTable
      caption={t('list.caption')}
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        {
          key: 'username',
          header: t('columns.username'),
          rowHeader: true,
          cell: (user) => <Link to={`/admin/users/${user.id}`}>{user.username}</Link>,
        },
        {
          key: 'realName',
          header: t('columns.realName'),
          wrap: true,
          cell: (user) => user.realName,
        },
        { key: 'email', header: t('columns.email'), wrap: true, cell: (user) => user.email },
        {
          key: 'status',
          header: t('columns.status'),
          cell: (user) => (
            <span className={`users__status users__status--${user.status}`}>
              {t(`status.${user.status}`)}
            </span>
          ),
        },
        {
          key: 'balance',
          header: t('columns.balance'),
          numeric: true,
          cell: (user) => formatUsdAmount(user.balance),
        },
        {
          key: 'warnings',
          header: t('columns.warnings'),
          numeric: true,
          cell: (user) => user.warnings,
        },
        {
          key: 'createdAt',
          header: t('columns.createdAt'),
          cell: (user) => formatKstDateTime(user.createdAt),
        },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatKstDateTime, formatUsdAmount } from '@wallet/shared/domain';
import type { AdminMember } from '../types';

/** The members of one page; the username opens the member's detail. */
export function UsersTable({ users }: { users: AdminMember[] }) {
  const { t } = useTranslation('adminUsers');
  return (
    <div className="users__table-wrap">
      <table className="users__table">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.username')}</th>
            <th scope="col">{t('columns.realName')}</th>
            <th scope="col">{t('columns.email')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col" className="users__number">
              {t('columns.balance')}
            </th>
            <th scope="col" className="users__number">
              {t('columns.warnings')}
            </th>
            <th scope="col">{t('columns.createdAt')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">
                <Link to={`/admin/users/${user.id}`}>{user.username}</Link>
              </th>
              <td>{user.realName}</td>
              <td>{user.email}</td>
              <td>
                <span className={`users__status users__status--${user.status}`}>
                  {t(`status.${user.status}`)}
                </span>
              </td>
              <td className="users__number">{formatUsdAmount(user.balance)}</td>
              <td className="users__number">{user.warnings}</td>
              <td>{formatKstDateTime(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

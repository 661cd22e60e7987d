import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatKstDateTime, type Inquiry } from '@wallet/shared/domain';
import { inquiryPath, type InquiryLocationState } from '../paths';

/**
 * One page of inquiries. The whole row opens the inquiry for a pointer; the title is a real
 * link, so the keyboard, a screen reader and "open in a new tab" reach it as well.
 */
export function InquiriesTable({ inquiries }: { inquiries: Inquiry[] }) {
  const { t } = useTranslation('adminSupport');
  const navigate = useNavigate();
  const { search } = useLocation();
  const state: InquiryLocationState = { from: search };
  const columns = {
    user: t('inquiries.columns.user'),
    status: t('inquiries.columns.status'),
    createdAt: t('inquiries.columns.createdAt'),
  };

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    // The link handles its own clicks; selecting text in a row is not a click on it.
    if (event.target instanceof Element && event.target.closest('a')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(inquiryPath(id), { state });
  };

  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table admin-stack">
        <caption className="visually-hidden">{t('inquiries.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="money-admin__number">
              {t('inquiries.columns.id')}
            </th>
            <th scope="col">{columns.user}</th>
            <th scope="col">{t('inquiries.columns.title')}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.createdAt}</th>
          </tr>
        </thead>
        <tbody>
          {inquiries.map((inquiry) => (
            <tr
              key={inquiry.id}
              className={`admin-row-link money-admin__row--${inquiry.status}`}
              onClick={(event) => openRow(event, inquiry.id)}
            >
              <td className="money-admin__number">{inquiry.id}</td>
              <td data-label={columns.user}>{inquiry.username}</td>
              <th scope="row" className="admin-wrap">
                <Link to={inquiryPath(inquiry.id)} state={state}>
                  {inquiry.title}
                </Link>
              </th>
              <td data-label={columns.status}>
                <span className={`money-admin__status money-admin__status--${inquiry.status}`}>
                  {t(`inquiries.statuses.${inquiry.status}`)}
                </span>
              </td>
              <td data-label={columns.createdAt}>{formatKstDateTime(inquiry.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useLocation, useNavigate } from '@wallet/shared/router';
import { formatKstDateTime, type Inquiry } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
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

  const openRow = (inquiry: Inquiry, event: MouseEvent<HTMLTableRowElement>) => {
    // The link handles its own clicks; selecting text in a row is not a click on it.
    if (event.target instanceof Element && event.target.closest('a')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(inquiryPath(inquiry.id), { state });
  };

  return (
    <DataTable
      caption={t('inquiries.caption')}
      rows={inquiries}
      rowKey={(inquiry) => inquiry.id}
      rowClassName={(inquiry) => `money-admin__row--${inquiry.status}`}
      onRowClick={openRow}
      columns={[
        {
          key: 'id',
          header: t('inquiries.columns.id'),
          numeric: true,
          cell: (inquiry) => inquiry.id,
        },
        { key: 'user', header: t('inquiries.columns.user'), cell: (inquiry) => inquiry.username },
        {
          key: 'title',
          header: t('inquiries.columns.title'),
          rowHeader: true,
          wrap: true,
          cell: (inquiry) => (
            <Link to={inquiryPath(inquiry.id)} state={state}>
              {inquiry.title}
            </Link>
          ),
        },
        {
          key: 'status',
          header: t('inquiries.columns.status'),
          cell: (inquiry) => (
            <span className={`money-admin__status money-admin__status--${inquiry.status}`}>
              {t(`inquiries.statuses.${inquiry.status}`)}
            </span>
          ),
        },
        {
          key: 'createdAt',
          header: t('inquiries.columns.createdAt'),
          cell: (inquiry) => formatKstDateTime(inquiry.created_at),
        },
      ]}
    />
  );
}

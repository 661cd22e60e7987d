import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import type { Inquiry } from '@wallet/shared/domain';
import { KstDate } from '../../../lib/content';
import { InquiryStatus } from './InquiryStatus';

/** The member's inquiries: title (a link), category, status and date, as rows that fit a phone. */
export function InquiryList({ rows }: { rows: readonly Inquiry[] }) {
  const { t } = useTranslation('support');
  return (
    <ul className="content-list" aria-label={t('inquiries.list')}>
      {rows.map((inquiry) => (
        <li key={inquiry.id} className="content-list__item">
          <Link className="content-list__title" to={`/support/inquiry/${inquiry.id}`}>
            {inquiry.title}
          </Link>
          <p className="content-list__meta">
            <span>{t(`category.${inquiry.category}`)}</span>
            <InquiryStatus status={inquiry.status} />
            <KstDate iso={inquiry.created_at} />
          </p>
        </li>
      ))}
    </ul>
  );
}

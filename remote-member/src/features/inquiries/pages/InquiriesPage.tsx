import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { ContentFrame, ListResults, usePageParam } from '../../../lib/content';
import { useListMyInquiriesQuery } from '../api';
import { InquiryList } from '../components/InquiryList';

/** /support/inquiry: the member's own inquiries, newest first, and the way to write one. */
export default function InquiriesPage() {
  const { t } = useTranslation('support');
  const { page, goTo } = usePageParam();
  const query = useListMyInquiriesQuery(
    { page },
    // Answers arrive from the back office: coming back asks again.
    { refetchOnMountOrArgChange: true },
  );
  return (
    <ContentFrame title={t('inquiries.title')} intro={t('inquiries.intro')}>
      <p className="content__actions">
        <Link className="ui-button ui-button--primary" to="/support/inquiry/write">
          {t('inquiries.write')}
        </Link>
      </p>
      <ListResults query={query} page={page} onPage={goTo} empty={t('inquiries.empty')}>
        {(rows) => <InquiryList rows={rows} />}
      </ListResults>
    </ContentFrame>
  );
}

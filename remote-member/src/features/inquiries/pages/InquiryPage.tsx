import { skipToken } from '@wallet/shared/store';
import { useId } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useParams } from '@wallet/shared/router';
import type { Inquiry } from '@wallet/shared/domain';
import { SafeHtml } from '@wallet/shared/html';
import { ContentFrame, DetailResult, idParam, KstDate, NOT_FOUND } from '../../../lib/content';
import { useGetMyInquiryQuery } from '../api';
import { InquiryStatus } from '../components/InquiryStatus';

/** /support/inquiry/:id: the member's inquiry and, once answered, the answer and its date. */
export default function InquiryPage() {
  const { t } = useTranslation('support');
  const id = idParam(useParams().id);
  const { currentData, error, refetch } = useGetMyInquiryQuery(id ?? skipToken, {
    // The answer may have come since this page was last open.
    refetchOnMountOrArgChange: true,
  });
  const back = <Link to="/support/inquiry">{t('inquiries.back')}</Link>;
  return (
    <DetailResult
      data={currentData}
      error={id === null ? NOT_FOUND : error}
      refetch={() => void refetch()}
      frame={t('inquiries.title')}
      notFound={t('inquiries.notFound')}
      back={back}
    >
      {(inquiry) => (
        <ContentFrame title={inquiry.title}>
          <dl className="content-figures">
            <dt>{t('inquiries.category')}</dt>
            <dd>{t(`category.${inquiry.category}`)}</dd>
            <dt>{t('inquiries.status')}</dt>
            <dd>
              <InquiryStatus status={inquiry.status} />
            </dd>
            <dt>{t('inquiries.writtenAt')}</dt>
            <dd>
              <KstDate iso={inquiry.created_at} />
            </dd>
          </dl>
          <QuestionAndAnswer inquiry={inquiry} />
          <p className="content__back">{back}</p>
        </ContentFrame>
      )}
    </DetailResult>
  );
}

/** What the member wrote, then the answer or the word that it is still awaited. */
function QuestionAndAnswer({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation('support');
  const questionId = useId();
  const answerId = useId();
  return (
    <>
      <section className="content-body" aria-labelledby={questionId}>
        <h2 id={questionId}>{t('inquiries.question')}</h2>
        {inquiry.content.trim() ? (
          // Typed into a plain text box: its line breaks are the member's paragraphs.
          <SafeHtml html={inquiry.content} keepLineBreaks />
        ) : (
          <p className="content__intro">{t('inquiries.noContent')}</p>
        )}
      </section>
      <section className="content-body" aria-labelledby={answerId}>
        <h2 id={answerId}>{t('inquiries.answer')}</h2>
        {inquiry.status === 'answered' && inquiry.answer !== null ? (
          <>
            <SafeHtml html={inquiry.answer} keepLineBreaks />
            {inquiry.answered_at ? (
              <p className="content__intro">
                {t('inquiries.answeredAt')} <KstDate iso={inquiry.answered_at} />
              </p>
            ) : null}
          </>
        ) : (
          <p role="status">{t('inquiries.waiting')}</p>
        )}
      </section>
    </>
  );
}

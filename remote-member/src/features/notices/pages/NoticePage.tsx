import { skipToken } from '@wallet/shared/store';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useParams } from '@wallet/shared/router';
import { SafeHtml } from '@wallet/shared/html';
import { formatKstDateTime } from '@wallet/shared/domain';
import { ContentFrame, DetailResult, idParam, KstDate, NOT_FOUND } from '../../../lib/content';
import { useGetPublicNoticeQuery } from '../api';

/** /support/notice/:id: one notice (public), then the way back to the list. */
export default function NoticePage() {
  const { t } = useTranslation('support');
  const id = idParam(useParams().id);
  const { currentData, error, refetch } = useGetPublicNoticeQuery(id ?? skipToken);
  const back = <Link to="/support/notice">{t('notices.back')}</Link>;
  return (
    <DetailResult
      data={currentData}
      error={id === null ? NOT_FOUND : error}
      refetch={() => void refetch()}
      frame={t('notices.title')}
      notFound={t('notices.notFound')}
      back={back}
    >
      {(notice) => (
        <ContentFrame title={notice.title}>
          <p className="content__meta">
            {notice.pinned ? (
              <span className="content-tag content-tag--strong">{t('notices.pinned')}</span>
            ) : null}
            <span>
              {t('notices.postedAt')} <KstDate iso={notice.created_at} />
            </span>
            {/* An edit shows its date; a save within the minute it was posted is not news. */}
            {formatKstDateTime(notice.updated_at) !== formatKstDateTime(notice.created_at) ? (
              <span>
                {t('notices.updatedAt')} <KstDate iso={notice.updated_at} />
              </span>
            ) : null}
          </p>
          <SafeHtml as="article" className="content-body" html={notice.content} />
          <p className="content__back">{back}</p>
        </ContentFrame>
      )}
    </DetailResult>
  );
}

import { skipToken } from '@wallet/shared/store';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useParams } from '@wallet/shared/router';
import { SafeHtml } from '@wallet/shared/html';
import { ContentFrame, DetailResult, idParam, KstDate, NOT_FOUND } from '../../../lib/content';
import { useGetInboxMessageQuery } from '../api';

/** /messages/:id: one message (opening it marks it read), then the way back to the inbox. */
export default function MessagePage() {
  const { t } = useTranslation('support');
  const id = idParam(useParams().id);
  const { currentData: data, error, refetch } = useGetInboxMessageQuery(id ?? skipToken);
  const back = <Link to="/messages">{t('inbox.back')}</Link>;
  return (
    <DetailResult
      data={data}
      error={id === null ? NOT_FOUND : error}
      refetch={() => void refetch()}
      frame={t('inbox.title')}
      notFound={t('inbox.notFound')}
      back={back}
    >
      {(message) => (
        <ContentFrame title={message.subject}>
          <p className="content__meta">
            <span>
              {t('inbox.sentAt')} <KstDate iso={message.date} />
            </span>
          </p>
          <SafeHtml as="article" className="content-body" html={message.content} />
          <p className="content__back">{back}</p>
        </ContentFrame>
      )}
    </DetailResult>
  );
}

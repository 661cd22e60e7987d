import { useTranslation } from '@wallet/shared/i18n';
import { Link, useNavigate } from '@wallet/shared/router';
import { isSupportBreak, SUPPORT_BREAK } from '@wallet/shared/domain';
import { Card, FormWithAside } from '@wallet/shared/ui';
import { ContentFrame } from '../../../lib/content';
import { useListMyInquiriesQuery } from '../api';
import { InquiryForm } from '../components/InquiryForm';

/**
 * /support/inquiry/write. During the support break the page says when answers resume, and still
 * takes the inquiry. Success is an alert, as the shell's own notices are, then the list. What
 * helps to write a good inquiry stands beside the form. While an inquiry awaits its answer the server takes no other (409
 * `pending_exists`), so the page says so instead of offering a form it would refuse.
 */
export default function InquiryWritePage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const onBreak = isSupportBreak(new Date());
  // No inquiry can be written while one waits, so a waiting one is always the newest: on page 1.
  // Until the list answers (or if it fails) the form shows; the server still refuses a second.
  const { currentData } = useListMyInquiriesQuery({ page: 1 }, { refetchOnMountOrArgChange: true });
  const waiting = currentData?.rows.find((inquiry) => inquiry.status === 'pending');
  return (
    <ContentFrame title={t('write.title')} intro={t('write.intro')} wide>
      {waiting ? (
        <div className="content-notice" role="status">
          <p>{t('write.waiting')}</p>
          <p>
            <Link to={`/support/inquiry/${waiting.id}`}>{t('write.waitingLink')}</Link>
          </p>
        </div>
      ) : (
        <>
          {onBreak ? (
            <div className="content-notice">
              <p>{t('write.break', SUPPORT_BREAK)}</p>
            </div>
          ) : null}
          <FormWithAside
            aside={
              <Card title={t('write.aside.title')} className="inquiry-aside">
                <ul>
                  <li>{t('write.aside.order', SUPPORT_BREAK)}</li>
                  <li>{t('write.aside.one')}</li>
                  <li>{t('write.aside.money')}</li>
                  <li>{t('write.aside.secret')}</li>
                </ul>
                <p>
                  <Link to="/support/notice">{t('write.aside.notices')}</Link>
                </p>
              </Card>
            }
          >
            <InquiryForm
              onSent={() => {
                window.alert(t('write.sent'));
                void navigate('/support/inquiry', { replace: true });
              }}
            />
          </FormWithAside>
        </>
      )}
      <p className="content__back">
        <Link to="/support/inquiry">{t('inquiries.back')}</Link>
      </p>
    </ContentFrame>
  );
}

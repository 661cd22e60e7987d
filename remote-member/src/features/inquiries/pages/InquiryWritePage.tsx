import { useTranslation } from '@wallet/shared/i18n';
import { Link, useNavigate } from '@wallet/shared/router';
import { isSupportBreak, SUPPORT_BREAK } from '@wallet/shared/domain';
import { Card, FormWithAside } from '@wallet/shared/ui';
import { ContentFrame } from '../../../lib/content';
import { InquiryForm } from '../components/InquiryForm';

/**
 * /support/inquiry/write. During the support break the page says when answers resume, and still
 * takes the inquiry. Success is an alert, as the shell's own notices are, then the list. What
 * helps to write a good inquiry stands beside the form.
 */
export default function InquiryWritePage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const onBreak = isSupportBreak(new Date());
  return (
    <ContentFrame title={t('write.title')} intro={t('write.intro')} wide>
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
      <p className="content__back">
        <Link to="/support/inquiry">{t('inquiries.back')}</Link>
      </p>
    </ContentFrame>
  );
}

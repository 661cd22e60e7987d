import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isSupportBreak, SUPPORT_BREAK } from '@wallet/shared/domain';
import { ContentFrame } from '../../../lib/content';
import { InquiryForm } from '../components/InquiryForm';

/**
 * /support/inquiry/write. During the support break the page says when answers resume, and still
 * takes the inquiry. Success is an alert, as the shell's own notices are, then the list.
 */
export default function InquiryWritePage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const onBreak = isSupportBreak(new Date());
  return (
    <ContentFrame title={t('write.title')} intro={t('write.intro')}>
      {onBreak ? (
        <div className="content-notice">
          <p>{t('write.break', SUPPORT_BREAK)}</p>
        </div>
      ) : null}
      <InquiryForm
        onSent={() => {
          window.alert(t('write.sent'));
          void navigate('/support/inquiry', { replace: true });
        }}
      />
      <p className="content__back">
        <Link to="/support/inquiry">{t('inquiries.back')}</Link>
      </p>
    </ContentFrame>
  );
}

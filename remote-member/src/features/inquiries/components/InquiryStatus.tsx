import { useTranslation } from '@wallet/shared/i18n';
import type { InquiryStatus as Status } from '@wallet/shared/domain';

/** An inquiry's status in words, with a colour that is never its only sign. */
export function InquiryStatus({ status }: { status: Status }) {
  const { t } = useTranslation('support');
  return <span className={`content-tag content-tag--${status}`}>{t(`status.${status}`)}</span>;
}

import { useTranslation } from '@wallet/shared/i18n';
import { formatKstDateTime } from '@wallet/shared/domain';

/** A stored instant as people read it here: Korean time, said so. */
export function KstDate({ iso }: { iso: string }) {
  const { t } = useTranslation('support');
  return <time dateTime={iso}>{t('date', { date: formatKstDateTime(iso) })}</time>;
}

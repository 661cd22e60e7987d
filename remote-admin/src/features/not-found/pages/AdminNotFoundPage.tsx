import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';

/** Any /admin path the back office does not have (yet). */
export default function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/admin/dashboard">{t('notFound.back')}</Link>
    </section>
  );
}

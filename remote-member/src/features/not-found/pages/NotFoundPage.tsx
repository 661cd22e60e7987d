import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';

/** Any member-side path this remote does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}

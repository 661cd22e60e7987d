import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A back-office page that opens in a coming release; its route and guard already hold. */
export default function AdminUpcomingPage() {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-upcoming-title">
      <h1 id="admin-upcoming-title">{t('upcoming.title')}</h1>
      <p>{t('upcoming.text')}</p>
      <Link to="/admin/dashboard">{t('notFound.back')}</Link>
    </section>
  );
}

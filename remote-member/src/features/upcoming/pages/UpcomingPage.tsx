import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A page of the product that opens in a coming release; its route and guard already hold. */
export default function UpcomingPage() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="upcoming-title">
      <h1 id="upcoming-title">{t('upcoming.title')}</h1>
      <p>{t('upcoming.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Welcome() {
  const { t } = useTranslation('home');
  return (
    <section className="home__welcome" aria-labelledby="home-title">
      <h1 id="home-title">{t('welcome.title')}</h1>
      <p>{t('welcome.intro')}</p>
      <p>{t('welcome.approval')}</p>
      <p className="home__actions">
        <Link className="ui-button ui-button--primary" to="/login">
          {t('welcome.login')}
        </Link>
        <Link className="ui-button ui-button--secondary" to="/guide">
          {t('welcome.guide')}
        </Link>
      </p>
    </section>
  );
}

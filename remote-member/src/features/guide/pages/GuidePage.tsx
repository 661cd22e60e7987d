import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import '../guide.css';

const STEPS = ['guide.step1', 'guide.step2', 'guide.step3', 'guide.step4', 'guide.step5'] as const;

/** /guide: what registering takes and what happens after (public; the menu shows it logged out). */
export default function GuidePage() {
  const { t } = useTranslation('register');
  return (
    <article className="guide" aria-labelledby="guide-title">
      <h1 id="guide-title">{t('guide.title')}</h1>
      <p>{t('guide.intro')}</p>
      <h2>{t('guide.stepsTitle')}</h2>
      <ol className="guide__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <h2>{t('guide.afterTitle')}</h2>
      <p>{t('guide.after')}</p>
      <p className="guide__actions">
        <Link className="ui-button ui-button--primary" to="/register">
          {t('guide.start')}
        </Link>
        <Link className="ui-button ui-button--secondary" to="/login">
          {t('guide.login')}
        </Link>
      </p>
    </article>
  );
}

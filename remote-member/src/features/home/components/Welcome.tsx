import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { PLATFORM_CURRENCY, PLATFORM_NAMES, PLATFORMS } from '@wallet/shared/domain';
import { useRuleFigures } from '../../../lib/money';

const STEPS = ['welcome.step1', 'welcome.step2', 'welcome.step3'] as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="home__part" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A visitor's home: what the site is, the platforms, how to start and what it costs, with
 * "Create an account" as the first action.
 */
export function Welcome() {
  const { t } = useTranslation('home');
  const figures = useRuleFigures();
  return (
    <section className="home__welcome" aria-labelledby="home-title">
      <h1 id="home-title">{t('welcome.title')}</h1>
      <p className="home__lead">{t('welcome.intro')}</p>
      <p>{t('welcome.approval')}</p>
      <p className="home__actions">
        <Link className="ui-button ui-button--primary" to="/register">
          {t('welcome.register')}
        </Link>
        <Link className="ui-button ui-button--secondary" to="/login">
          {t('welcome.login')}
        </Link>
        <Link className="ui-button ui-button--secondary" to="/guide">
          {t('welcome.guide')}
        </Link>
      </p>

      <Part title={t('welcome.platformsTitle')}>
        <ul className="home__platforms">
          {PLATFORMS.map((platform) => (
            <li key={platform}>
              <strong>{PLATFORM_NAMES[platform]}</strong>{' '}
              {PLATFORM_CURRENCY[platform] === 'USD'
                ? t('welcome.platformUsd')
                : t('welcome.platformKrw')}
            </li>
          ))}
        </ul>
      </Part>

      <Part title={t('welcome.stepsTitle')}>
        <ol className="home__steps">
          {STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </Part>

      <Part title={t('welcome.feesTitle')}>
        <ul className="home__fees">
          <li>{t('welcome.feeCharge', figures)}</li>
          <li>{t('welcome.feeWithdraw', figures)}</li>
          <li>{t('welcome.feeTransfer', figures)}</li>
        </ul>
        <p>
          <Link to="/how-to-play">{t('welcome.howToPlay')}</Link>
        </p>
      </Part>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { PLATFORM_CURRENCY, PLATFORM_NAMES, PLATFORMS } from '@wallet/shared/domain';
import { useRuleFigures } from '../../../lib/money';
import '../how-to-play.css';

const CHARGE_STEPS = ['charge.step1', 'charge.step2', 'charge.step3', 'charge.step4'] as const;
const WITHDRAW_STEPS = [
  'withdraw.step1',
  'withdraw.step2',
  'withdraw.step3',
  'withdraw.step4',
] as const;
const TRANSFER_STEPS = ['transfer.step1', 'transfer.step2', 'transfer.step3'] as const;

/** USD platforms first, then KRW, as the guide explains them. */
const PLATFORMS_BY_CURRENCY = [...PLATFORMS].sort((a, b) =>
  PLATFORM_CURRENCY[b].localeCompare(PLATFORM_CURRENCY[a]),
);

function Topic({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="how-to-play__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /how-to-play (public): how the wallet works, the platforms, charging, withdrawing, transfers and
 * support, with the figures taken from the shared rules.
 */
export default function HowToPlayPage() {
  const { t } = useTranslation('howToPlay');
  const titleId = useId();
  const figures = useRuleFigures();
  return (
    <article className="how-to-play" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <p className="how-to-play__intro">{t('intro')}</p>

      <Topic title={t('wallet.title')}>
        <p>{t('wallet.usd')}</p>
        <p>{t('wallet.approval')}</p>
        <p>{t('wallet.held')}</p>
      </Topic>

      <Topic title={t('platforms.title')}>
        <p>{t('platforms.intro')}</p>
        <ul className="how-to-play__platforms">
          {PLATFORMS_BY_CURRENCY.map((platform) => (
            <li key={platform}>
              {PLATFORM_CURRENCY[platform] === 'USD'
                ? t('platforms.usd', { name: PLATFORM_NAMES[platform] })
                : t('platforms.krw', { name: PLATFORM_NAMES[platform] })}
            </li>
          ))}
        </ul>
        <p>{t('platforms.registered')}</p>
      </Topic>

      <Topic title={t('charge.title')}>
        <ol className="how-to-play__steps">
          {CHARGE_STEPS.map((step) => (
            <li key={step}>{t(step, figures)}</li>
          ))}
        </ol>
        <p>
          <Link to="/wallet/charge">{t('charge.link')}</Link>
        </p>
      </Topic>

      <Topic title={t('withdraw.title')}>
        <ol className="how-to-play__steps">
          {WITHDRAW_STEPS.map((step) => (
            <li key={step}>{t(step, figures)}</li>
          ))}
        </ol>
        <p>
          <Link to="/wallet/withdraw">{t('withdraw.link')}</Link>
        </p>
      </Topic>

      <Topic title={t('transfer.title')}>
        <ol className="how-to-play__steps">
          {TRANSFER_STEPS.map((step) => (
            <li key={step}>{t(step, figures)}</li>
          ))}
        </ol>
        <p>
          <Link to="/wallet/transfer">{t('transfer.link')}</Link>
        </p>
      </Topic>

      <Topic title={t('support.title')}>
        <p>{t('support.notices')}</p>
        <p>{t('support.inquiry')}</p>
        <p>{t('support.break', figures)}</p>
        <p className="how-to-play__links">
          <Link to="/support/notice">{t('support.noticesLink')}</Link>
          <Link to="/support/inquiry">{t('support.inquiryLink')}</Link>
        </p>
      </Topic>
    </article>
  );
}

import { useTranslation } from 'react-i18next';
import { ExchangeRates } from '../../features/rates';

/** Exchange rates with their date, and where to ask questions (spec §2). */
export function MemberFooter() {
  const { t } = useTranslation();
  return (
    <footer className="member-footer">
      <ExchangeRates />
      <p className="member-footer__hint">{t('footer.inquiryHint')}</p>
    </footer>
  );
}

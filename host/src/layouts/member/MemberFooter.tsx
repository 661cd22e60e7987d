import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { ExchangeRates } from '../../features/rates';

/**
 * Exchange rates with their date, and where to ask questions: a visitor is told to log in first,
 * a member is given the way to the inquiry form.
 */
export function MemberFooter() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return (
    <footer className="member-footer">
      <ExchangeRates />
      {loggedIn ? (
        <p className="member-footer__hint">
          {t('footer.inquiryHintMember')}{' '}
          <Link to="/support/inquiry/write">{t('footer.inquiryLink')}</Link>
        </p>
      ) : (
        <p className="member-footer__hint">{t('footer.inquiryHint')}</p>
      )}
    </footer>
  );
}

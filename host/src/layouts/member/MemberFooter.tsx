import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { ExchangeRates } from '../../features/rates';
import { useRunningVersion } from '../../features/remotes';

/**
 * Exchange rates with their date, and where to ask questions: a visitor is told to log in first,
 * a member is given the way to the inquiry form. Last, the version of the member pages this page
 * runs, for a member to read out to support (docs/operations.md, "Releasing a remote").
 */
export function MemberFooter() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  const version = useRunningVersion('member');
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
      {version ? (
        <p className="member-footer__version" data-testid="member-version">
          {t('footer.memberVersion', { version })}
        </p>
      ) : null}
    </footer>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { BrandMark } from '@wallet/shared/ui';
import { LanguageSelect } from '../../components/LanguageSelect';
import { HeaderBalance } from '../../features/balance';
import { MemberMenu } from './MemberMenu';

/** Logo, break-time notice (desktop), language, balance, hamburger (≤ 768 px) and the menu. */
export function MemberHeader() {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="member-header">
      <div className="member-header__bar">
        <Link to="/" className="member-header__logo" aria-label={t('header.logoLabel')}>
          <BrandMark />
          {t('appName')}
        </Link>
        <p className="member-header__break">{t('header.breakNotice')}</p>
        <div className="member-header__tools">
          <HeaderBalance />
          <LanguageSelect />
        </div>
        <button
          type="button"
          className="member-header__hamburger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="member-header__hamburger-icon" />
          <span className="visually-hidden">{t('header.menuButton')}</span>
        </button>
      </div>
      <MemberMenu id={menuId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}

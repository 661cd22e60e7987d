import { useTranslation } from '@wallet/shared/i18n';
import { NavLink } from '@wallet/shared/router';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { useLogout } from '../../features/auth';
import { UnreadBadge } from '../../features/messages';
import { MenuDropdown } from './MenuDropdown';

/** The member menu exactly as docs/product.md §11 lists it; what shows depends on the session. */
export interface MemberMenuProps {
  id: string;
  /** Shown on small screens only when open; always shown on wide ones (CSS). */
  open: boolean;
  /** Called when a link is chosen, so the mobile menu closes. */
  onNavigate: () => void;
}

export function MemberMenu({ id, open, onNavigate }: MemberMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  const logout = useLogout('member');

  return (
    <nav
      id={id}
      className={open ? 'menu menu--open' : 'menu'}
      aria-label={t('menu.label')}
      onClick={(event) => {
        if ((event.target as Element).closest('a, .menu__action')) onNavigate();
      }}
    >
      <ul className="menu__list">
        <li>
          <NavLink to="/" end>
            {t('menu.home')}
          </NavLink>
        </li>
        {loggedIn ? null : (
          <li>
            <NavLink to="/guide">{t('menu.guide')}</NavLink>
          </li>
        )}
        {loggedIn ? (
          <MenuDropdown label={t('menu.trade')}>
            <li>
              <NavLink to="/wallet/charge">{t('menu.walletCharge')}</NavLink>
            </li>
            <li>
              <NavLink to="/wallet/withdraw">{t('menu.walletWithdraw')}</NavLink>
            </li>
            <li>
              <NavLink to="/wallet/history">{t('menu.walletHistory')}</NavLink>
            </li>
            <li>
              <NavLink to="/wallet/transfer" end>
                {t('menu.transferRequest')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/wallet/transfer/history">{t('menu.transferHistory')}</NavLink>
            </li>
            {/* The product has /trade/* routes but no menu entry for them; members need a way there. */}
            <li>
              <NavLink to="/trade/recharge">{t('menu.platformRecharge')}</NavLink>
            </li>
            <li>
              <NavLink to="/trade/withdraw">{t('menu.platformWithdraw')}</NavLink>
            </li>
            <li>
              <NavLink to="/trade/history">{t('menu.platformHistory')}</NavLink>
            </li>
          </MenuDropdown>
        ) : null}
        <MenuDropdown label={t('menu.support')}>
          <li>
            <NavLink to="/support/notice">{t('menu.notice')}</NavLink>
          </li>
          {loggedIn ? (
            <li>
              <NavLink to="/support/inquiry">{t('menu.inquiry')}</NavLink>
            </li>
          ) : null}
        </MenuDropdown>
        {loggedIn ? (
          <li>
            <NavLink to="/mypage">{t('menu.mypage')}</NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/messages">
            {t('menu.messages')}
            <UnreadBadge />
          </NavLink>
        </li>
        <li>
          <NavLink to="/how-to-play">{t('menu.howToPlay')}</NavLink>
        </li>
        <li>
          {loggedIn ? (
            <button type="button" className="menu__action" onClick={logout}>
              {t('menu.logout')}
            </button>
          ) : (
            <NavLink to="/login">{t('menu.login')}</NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}

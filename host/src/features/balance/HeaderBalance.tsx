import { useEffect, useRef } from 'react';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { useLocation } from '@wallet/shared/router';
import { withCurrency } from '@wallet/shared/domain';
import { PendingValue } from '@wallet/shared/ui';
import {
  baseApi,
  selectBalanceUsd,
  selectIsMemberLoggedIn,
  queryHasFailed,
  selectRole,
  useAppDispatch,
  useAppSelector,
  useGetUserInfoQuery,
} from '@wallet/shared/store';

/**
 * How often the header asks users/info again while a member is logged in: an administrator's
 * approval (a charge credited, a withdrawal paid) changes the balance with no action of the
 * member's, and it should show without a reload. The same pace as the unread badge (docs/product.md §14).
 */
export const BALANCE_POLL_MS = 30_000;

/**
 * The member's USD balance in the header, floored with thousands separators (docs/product.md §11).
 * Fetched from users/info while a member is logged in; fetched again on focus, on reconnect
 * (setupListeners), on every navigation, so it follows what the member just did, and every
 * 30 seconds, so it follows what an administrator did.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { formatFlooredBalance } = useFormat();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  const role = useAppSelector(selectRole);
  const balance = useAppSelector(selectBalanceUsd);
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  const userInfo = useGetUserInfoQuery(undefined, {
    skip: !loggedIn,
    pollingInterval: BALANCE_POLL_MS,
  });

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    dispatch(baseApi.util.invalidateTags(['UserInfo']));
  }, [pathname, dispatch]);

  // Until users/info first answers, a grey bar holds the figure's place (the page must not
  // shift when it arrives). With no balance yet, a failed call shows nothing, also while it is
  // asked again; an administrator has no balance to wait for.
  if (!loggedIn || role !== 'user' || (balance === null && queryHasFailed(userInfo))) return null;
  return (
    <p className="header-balance">
      <span className="header-balance__label">{t('header.balanceLabel')}</span>{' '}
      <strong data-testid="header-balance" className="header-balance__value">
        {balance === null ? (
          <>
            <PendingValue width="amount" />
            <span className="visually-hidden">{t('loading')}</span>
          </>
        ) : (
          withCurrency(formatFlooredBalance(balance), 'USD')
        )}
      </strong>
    </p>
  );
}

import { useTranslation } from '@wallet/shared/i18n';
import { unreadBadgeText } from '@wallet/shared/domain';
import { selectMemberToken, selectRole, useAppSelector } from '@wallet/shared/store';
import { useGetUnreadCountQuery } from './api';

/** docs/product.md §6 and §14: the unread count is polled every 30 seconds. */
export const UNREAD_POLL_MS = 30_000;

/** The unread-message badge: nothing at zero, the count up to 9, then "9+". */
export function UnreadBadge() {
  const { t } = useTranslation();
  // Only an ordinary member has an inbox; an administrator's token would only be refused.
  const isMember = useAppSelector(
    (state) => selectMemberToken(state) !== null && selectRole(state) === 'user',
  );
  const { data } = useGetUnreadCountQuery(undefined, {
    skip: !isMember,
    pollingInterval: UNREAD_POLL_MS,
  });
  const text = isMember && data ? unreadBadgeText(data.count) : null;
  if (!text) return null;
  return (
    <>
      {' '}
      <span className="badge" data-testid="unread-badge">
        {text}
      </span>
      <span className="visually-hidden"> {t('menu.unreadSuffix')}</span>
    </>
  );
}

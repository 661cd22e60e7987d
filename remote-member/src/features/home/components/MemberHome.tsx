import { selectRole, useAppSelector } from '@wallet/shared/store';
import { LatestMessages, LatestNotices } from './LatestLists';
import { MemberSummary } from './MemberSummary';
import { PendingRequestSummary } from './PendingRequestSummary';

/**
 * A logged-in member's home: the wallet figures, the pending request, the newest notices and
 * messages. Money requests and messages are for role `user` (the API refuses the others).
 */
export function MemberHome() {
  const isUser = useAppSelector(selectRole) === 'user';
  return (
    <>
      <MemberSummary />
      {isUser ? <PendingRequestSummary /> : null}
      <div className="home__latest">
        <LatestNotices />
        {isUser ? <LatestMessages /> : null}
      </div>
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { selectExpiredSession, useAppSelector } from '@wallet/shared/store';
import { useListActivePopupsQuery } from '../api';
import { hiddenPopupIds, hidePopupToday } from '../popup-hidden';

// The dialog shows stored HTML: it (and the sanitiser) load only when there is a popup to show.
const PopupDialog = lazy(() => import('./PopupDialog'));

/**
 * The live popup events, on the home page for visitors and members alike. They wait while the
 * shell's "session expired" notice is open: two modal dialogs would leave that one inert.
 */
export function EventPopups() {
  const { data } = useListActivePopupsQuery();
  const sessionExpired = useAppSelector(selectExpiredSession) !== null;
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => hiddenPopupIds(new Date()));
  const [closed, setClosed] = useState(false);
  const events = (data ?? []).filter((event) => !hidden.has(event.id));
  if (closed || sessionExpired || events.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        events={events}
        onHideToday={(id) => {
          hidePopupToday(id, new Date());
          setHidden((previous) => new Set(previous).add(id));
        }}
        onClose={() => setClosed(true)}
      />
    </Suspense>
  );
}

/*
 * "Don't show again today" for a popup event: `popup-hidden:<id>` in localStorage holds the end of
 * the visitor's day (local midnight, in milliseconds), so a reload keeps the popup hidden and the
 * next day brings it back. Entries whose day is over are removed whenever they are read.
 */

const PREFIX = 'popup-hidden:';

/** The next local midnight after `now`. */
export function endOfLocalDay(now: Date): number {
  const end = new Date(now.getTime());
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}

/** The ids hidden for the rest of today; stale entries are pruned on the way. */
export function hiddenPopupIds(now: Date): Set<number> {
  const hidden = new Set<number>();
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const until = Number(localStorage.getItem(key));
      const id = Number(key.slice(PREFIX.length));
      if (Number.isFinite(until) && until > now.getTime() && Number.isInteger(id)) hidden.add(id);
      else localStorage.removeItem(key);
    }
  } catch {
    // Storage refused (private mode, quota): every popup shows, which is the safe side.
  }
  return hidden;
}

/** Hides one popup until local midnight. */
export function hidePopupToday(id: number, now: Date): void {
  try {
    localStorage.setItem(`${PREFIX}${id}`, String(endOfLocalDay(now)));
  } catch {
    // Without storage it stays hidden for this visit only (the component remembers it).
  }
}

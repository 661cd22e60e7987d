import { useSyncExternalStore } from 'react';

/**
 * When a DataTable's rows become cards: from 768 px down, or up to 78em (1,248 px, where the
 * back-office bar folds too) for a `wide` table that does not fit a tablet or a small laptop in
 * every language. The one place these widths are written for tables (docs/ui.md "Lists").
 */
export const CARD_LAYOUT_MEDIA = {
  normal: '(max-width: 768px)',
  wide: '(max-width: 78em)',
} as const;

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** True while the window is narrow enough for this table's cards; follows resizes. */
export function useCardLayout(wide: boolean): boolean {
  const query = CARD_LAYOUT_MEDIA[wide ? 'wide' : 'normal'];
  return useSyncExternalStore(
    (changed) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** How wide the bar is: about a rate's figures, an amount's, a heading's. */
export type PendingWidth = 'rate' | 'amount' | 'heading';

/**
 * A value not here yet: a grey bar on the value's own line (`ui-pending` in ui.css), so the line
 * keeps its height and the value takes the bar's place without moving what is around it. Hidden
 * from screen readers: the place that waits says "Loading…" once for them.
 */
export function PendingValue({ width }: { width: PendingWidth }) {
  return <span className={`ui-pending ui-pending--${width}`} aria-hidden="true" />;
}

import { useId, type ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone: the scrolling box is a focusable region named by
 * the table's caption, so keyboard users can scroll it too.
 */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="money-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="money-table">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';

/** What an empty list says instead of rows, with the next step (a link or button) when there is one. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p>{message}</p>
      {action ? <p>{action}</p> : null}
    </div>
  );
}

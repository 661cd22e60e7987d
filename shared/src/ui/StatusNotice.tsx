import type { ReactNode } from 'react';

/** A result announced politely (role status), e.g. "saved"; an optional link or button after it. */
export function StatusNotice({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="status" className="ui-status">
      <p>{message}</p>
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';

/** An error announced at once (role alert), with an optional action such as a Retry button. */
export function ErrorNotice({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="ui-error">
      <p>{message}</p>
      {action}
    </div>
  );
}

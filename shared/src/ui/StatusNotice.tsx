import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A result announced politely (role status), e.g. "saved"; an optional link or button after it.
 * The region is painted empty and its text written after: screen readers announce changes to a
 * live region they already know, and may stay silent about one that arrives with its text.
 * Results arrive from a network answer, so the effect runs after the empty region was painted.
 */
export function StatusNotice({ message, action }: { message: string; action?: ReactNode }) {
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text.current) text.current.textContent = message;
  }, [message]);
  return (
    <div role="status" className="ui-status">
      <p ref={text} />
      {action}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import './money.css';

/** The frame of every money screen: its heading, a line of explanation, then the content. */
export function MoneyPage({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  /** History tables need the page's whole width; forms read better narrow. */
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <section className={wide ? 'money money--wide' : 'money'} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="money__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

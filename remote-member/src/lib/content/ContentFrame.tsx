import { useId, type ReactNode } from 'react';
import './content.css';

/** The frame of every support page: its heading, a line of explanation, then the content. */
export function ContentFrame({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  /** A form with its help beside it needs more than a column of reading width. */
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={wide ? 'content content--wide' : 'content'} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="content__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import './content.css';

/** The frame of every support page: its heading, a line of explanation, then the content. */
export function ContentFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="content" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro ? <p className="content__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';

/** A titled panel; a landmark region named by its title, so it can be found by that name. */
export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

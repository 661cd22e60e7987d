import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** Label and value pairs (a preview, a request's figures), read in order by assistive technology. */
export function FigureList({ figures, label }: { figures: readonly Figure[]; label?: string }) {
  return (
    <dl className="money-figures" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className="money-figures__row">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

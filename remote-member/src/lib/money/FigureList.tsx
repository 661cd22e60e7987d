import type { ReactNode } from 'react';
import './money.css';

export interface Figure {
  label: string;
  value: ReactNode;
}

export interface FigureListProps {
  figures: readonly Figure[];
  label?: string;
  /**
   * Inside a table cell: a row's figures whose names change with its kind and outcome ("You
   * send", "Returned to your wallet"), so each carries its own name instead of the column's.
   */
  inCell?: boolean;
}

/** Label and value pairs (a preview, a request's figures), read in order by assistive technology. */
export function FigureList({ figures, label, inCell = false }: FigureListProps) {
  return (
    <dl
      className={inCell ? 'money-figures money-figures--cell' : 'money-figures'}
      aria-label={label}
    >
      {figures.map((figure) => (
        <div key={figure.label} className="money-figures__row">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

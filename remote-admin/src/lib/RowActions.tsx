import { Link } from 'react-router-dom';
import { Button } from '@wallet/shared/ui';

export interface RowAction {
  key: string;
  /** The visible word: "Edit", "Delete". */
  label: string;
  /** The accessible name, naming the row: "Edit: Spring festival". */
  name: string;
  /** An action that removes or destroys something is shown as dangerous. */
  danger?: boolean;
  /** A page of its own (an edit page) is a link; otherwise the action is a button. */
  to?: string;
  onClick?: () => void;
}

/** The actions of one table row, each named for its row so a screen reader's list makes sense. */
export function RowActions({ actions, busy }: { actions: RowAction[]; busy: boolean }) {
  return (
    <div className="money-admin__row-actions">
      {actions.map((action) => {
        const className = action.danger ? 'admin-danger' : undefined;
        return action.to ? (
          <Link
            key={action.key}
            to={action.to}
            aria-label={action.name}
            className={['ui-button', 'ui-button--secondary', className].filter(Boolean).join(' ')}
          >
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.key}
            variant="secondary"
            className={className}
            disabled={busy}
            aria-label={action.name}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        );
      })}
    </div>
  );
}

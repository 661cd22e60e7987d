import { Link } from '@wallet/shared/router';
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
    <>
      {actions.map((action) => {
        const variant = action.danger ? 'danger-quiet' : 'secondary';
        return action.to ? (
          <Link
            key={action.key}
            to={action.to}
            aria-label={action.name}
            className={`ui-button ui-button--${variant}`}
          >
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.key}
            variant={variant}
            disabled={busy}
            aria-label={action.name}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        );
      })}
    </>
  );
}

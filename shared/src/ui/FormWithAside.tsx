import type { ReactNode } from 'react';

/**
 * A form with what helps to fill it (guidance, figures) beside it on a wide screen and under it
 * on a narrow one: the fields keep a readable width and the page still uses the width it has.
 */
export function FormWithAside({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="ui-form-aside">
      <div className="ui-form-aside__main">{children}</div>
      <div className="ui-form-aside__aside">{aside}</div>
    </div>
  );
}

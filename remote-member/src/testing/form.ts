import { fireEvent, screen } from '@testing-library/react';
import { defined } from '@wallet/shared/testing';

/** Form controls only: a tab panel is labelled by its tab, which may read like a field. */
export const CONTROL = 'input, select, textarea';

/** Types a value into the field named `label` and leaves it, as a person would. */
export function typeInto(label: string | RegExp, value: string, index = 0): HTMLElement {
  const field = defined(
    screen.getAllByLabelText(label, { selector: CONTROL })[index],
    `field ${String(label)} #${index}`,
  );
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}

/** Chooses `value` in the select named `label`, once it shows, and leaves it, as a person would. */
export async function chooseOption(label: string, value: string): Promise<void> {
  const [found] = await screen.findAllByLabelText(label, { selector: 'select' });
  const select = defined(found, `the ${label} select`);
  fireEvent.change(select, { target: { value } });
  fireEvent.blur(select);
}

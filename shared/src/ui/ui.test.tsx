/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './TextField';

test('a text field is named by its label and describes its error', () => {
  render(<TextField label="Username" error="This field is required." />);
  const input = screen.getByLabelText('Username');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('This field is required.');
});

test('a text field without error is not marked invalid', () => {
  render(<TextField label="Password" type="password" />);
  expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      {open ? (
        <Dialog
          title="Session expired"
          onClose={() => setOpen(false)}
          actions={<Button onClick={() => setOpen(false)}>OK</Button>}
        >
          Please log in again.
        </Dialog>
      ) : null}
    </>
  );
}

test('a dialog takes focus, closes on cancel (Escape) and gives focus back', () => {
  render(<DialogHarness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Session expired' });
  expect(dialog).toHaveAccessibleDescription('Please log in again.');
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  // The browser turns Escape on a modal <dialog> into a `cancel` event.
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a hint and an error both describe their field', () => {
  render(<TextField label="Code" hint="6 digits." error="The code is wrong." />);
  expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('6 digits. The code is wrong.');
});

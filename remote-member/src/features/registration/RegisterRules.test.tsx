import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defined, installFakeFetch, renderPage } from '@wallet/shared/testing';
import { typeInto } from '../../testing/form';
import RegisterPage from './pages/RegisterPage';

beforeEach(() => {
  localStorage.clear();
  installFakeFetch({});
  renderPage(<RegisterPage />, { path: '/register' });
});

/** The field is marked invalid and its description (hint + error) carries the message. */
async function expectError(label: string, message: string, index = 0) {
  await waitFor(() => {
    const field = defined(screen.getAllByLabelText(label)[index], `field ${label} #${index}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });
}

test.each([
  ['Username', 'kim', 'Use 5–20 letters and digits.'],
  ['Username', 'kim_01', 'Use 5–20 letters and digits.'],
  ['Username', 'a'.repeat(21), 'Use 5–20 letters and digits.'],
  ['Password', 'abcdefgh', 'Use at least 8 characters: letters and digits only'],
  ['Password', 'abc123', 'Use at least 8 characters: letters and digits only'],
  ['Password', 'a1'.repeat(51), 'This is too long: use at most 100 characters.'],
  ['Email', `${'a'.repeat(250)}@x.io`, 'This is too long: use at most 254 characters.'],
  ['Withdrawal password', '12345', 'Use exactly 6 digits.'],
  ['Withdrawal password', '12345a', 'Use exactly 6 digits.'],
  ['Phone number', '12-34', 'Enter a valid phone number: 9–15 digits'],
  ['Phone number', '010-1234-abcd', 'Enter a valid phone number: 9–15 digits'],
  ['Email', 'kim.example.com', 'Enter a valid email address.'],
  ['Referral id', 'abc', 'A referral id is 8 letters and digits.'],
  ['Real name', '', 'This field is required.'],
  ['Bank name', '', 'This field is required.'],
  ['Bank account number', '', 'This field is required.'],
  [
    'Bank account number',
    'KB-abc',
    'Use digits only, in groups separated by a space or a hyphen: 6 to 30 digits.',
  ],
  ['Platform id', '', 'This field is required.'],
])('%s "%s" shows "%s" beside the field once left', async (label, value, message) => {
  typeInto(label, value);
  await expectError(label, message);
});

test('a confirmation that differs shows the mismatch while the rest is still empty', async () => {
  typeInto('Password', 'secret123');
  typeInto('Confirm password', 'secret124');
  await expectError('Confirm password', 'The passwords do not match.');
  // Fixing the password itself re-checks the (touched) confirmation.
  typeInto('Password', 'secret124');
  await waitFor(() =>
    expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid'),
  );
});

test('a password typed first does not mark the untouched confirmation', async () => {
  typeInto('Password', 'secret123');
  await waitFor(() =>
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid'),
  );
  expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
});

test('an error updates as the person types, once the field was left', async () => {
  const field = typeInto('Username', 'kim');
  await expectError('Username', 'Use 5–20 letters and digits.');
  fireEvent.change(field, { target: { value: 'kim01' } });
  await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
});

test('the same platform twice is refused beside the second row', async () => {
  typeInto('Platform', 'xpoker');
  typeInto('Platform id', 'a1');
  fireEvent.click(screen.getByRole('button', { name: 'Add a platform account' }));
  typeInto('Platform id', 'a2', 1);
  typeInto('Platform', 'xpoker', 1);
  await expectError('Platform', 'This platform is already in the list.', 1);
  expect(screen.getAllByLabelText('Platform')[0]).not.toHaveAttribute('aria-invalid');
});

test('platform rows: at most 4, at least 1, each removable by name', async () => {
  // Adding a row re-validates the list in the background: let it settle.
  const add = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a platform account' }));
    });
  expect(screen.queryByRole('button', { name: /Remove platform account/ })).toBeNull();
  await add();
  await add();
  await add();
  expect(screen.getAllByLabelText('Platform')).toHaveLength(4);
  expect(screen.queryByRole('button', { name: 'Add a platform account' })).toBeNull();
  expect(screen.getByRole('group', { name: 'Platform account 4' })).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Remove platform account 2' }));
  });
  expect(screen.getAllByLabelText('Platform')).toHaveLength(3);
});

test('a too long real name is refused with the longest the schema takes', async () => {
  typeInto('Real name', 'a'.repeat(51));
  await expectError('Real name', 'This is too long: use at most 50 characters.');
});

/** Adds a platform row and lets react-hook-form's check of the list settle. */
async function addPlatformRow() {
  fireEvent.click(screen.getByRole('button', { name: 'Add a platform account' }));
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
}

test('a new platform row shows no error until one of its fields is left', async () => {
  await addPlatformRow();
  const [, platform] = screen.getAllByLabelText('Platform');
  const [, platformId] = screen.getAllByLabelText('Platform id');
  for (const field of [platform, platformId]) expect(field).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('This field is required.')).toBeNull();
  expect(screen.queryByText('Choose a platform.')).toBeNull();
  // Typing without leaving the field yet: still nothing.
  fireEvent.change(defined(platformId, 'the new platform id'), { target: { value: 'kim' } });
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  expect(platformId).not.toHaveAttribute('aria-invalid');
  // Left empty: "required"; typed again: it clears at once, before the field is left.
  typeInto('Platform id', '', 1);
  await expectError('Platform id', 'This field is required.', 1);
  fireEvent.change(defined(platformId, 'the new platform id'), { target: { value: 'kim-xp' } });
  await waitFor(() => expect(platformId).not.toHaveAttribute('aria-invalid'));
  expect(platformId).not.toHaveAccessibleDescription(expect.stringContaining('required'));
});

test('Add keeps the focus, so rows can be added one after another', async () => {
  const add = screen.getByRole('button', { name: 'Add a platform account' });
  add.focus();
  fireEvent.click(add);
  fireEvent.click(add);
  expect(await screen.findAllByLabelText('Platform')).toHaveLength(3);
  expect(add).toHaveFocus();
  expect(screen.queryByText('Choose a platform.')).toBeNull();
});

test("a platform row's remove button looks like a button, as Add does", async () => {
  await addPlatformRow();
  const remove = screen.getByRole('button', { name: 'Remove platform account 2' });
  expect(remove).toHaveClass('ui-button', 'ui-button--secondary');
});

test('unticking the terms shows that they must be accepted', async () => {
  const box = screen.getByLabelText('I have read and accept the terms of use.');
  fireEvent.click(box);
  fireEvent.click(box);
  fireEvent.blur(box);
  await expectError('I have read and accept the terms of use.', 'Accept the terms of use');
});

test('the withdrawal password asks for digits on a phone keyboard', () => {
  expect(screen.getByLabelText('Withdrawal password')).toHaveAttribute('inputmode', 'numeric');
});

test('the form is grouped in named fieldsets', () => {
  for (const name of [
    'Account',
    'Personal details',
    'Email verification',
    'Bank account',
    'Platform accounts',
    'Terms of use',
  ]) {
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  }
});

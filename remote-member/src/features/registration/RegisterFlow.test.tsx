import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFakeFetch,
  renderPage,
  type FakeAnswer,
  type FakeCall,
  type FakeRoute,
} from '@wallet/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { typeInto } from '../../testing/form';
import RegisterPage from './pages/RegisterPage';
import { fillValidForm, okRoutes, verifyEmail } from './test-support';

beforeEach(() => localStorage.clear());

const submitButton = () => screen.getByRole('button', { name: 'Register' });

function renderWith(overrides: Record<string, FakeAnswer | FakeRoute> = {}) {
  const calls = installFakeFetch({ ...okRoutes, ...overrides });
  renderPage(<RegisterPage />, { path: '/register' });
  return calls;
}

test('the username check says whether the name is free', async () => {
  const calls = renderWith({
    'GET /api/users/check-username': { status: 200, body: { available: false } },
  });
  typeInto('Username', 'kim01');
  fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken.'),
    ),
  );
  expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/users/check-username' });
});

test('a free username is announced as available', async () => {
  renderWith();
  typeInto('Username', 'kim01');
  fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
  expect(await screen.findByText('This username is available.')).toBeInTheDocument();
});

test('a username that breaks the rule is not sent for checking', async () => {
  const calls = renderWith();
  typeInto('Username', 'kim');
  fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(calls).toHaveLength(0);
});

test('submit stays disabled until the email is verified, then registers', async () => {
  const calls = renderWith();
  fillValidForm();
  expect(submitButton()).toBeDisabled();
  // The username was checked when it was left; only the email is still missing.
  await waitFor(() =>
    expect(submitButton()).toHaveAccessibleDescription(
      'Verify your email address first; the Register button becomes available after that.',
    ),
  );
  expect(submitButton()).toBeDisabled();
  await verifyEmail();
  expect(calls.find((c) => c.path === '/api/users/email-code')?.body).toEqual({
    email: 'kim@example.com',
  });
  expect(calls.find((c) => c.path === '/api/users/email-code/verify')?.body).toEqual({
    email: 'kim@example.com',
    code: '123456',
  });
  await waitFor(() => expect(submitButton()).toBeEnabled());
  fireEvent.click(submitButton());
  expect(await screen.findByRole('heading', { name: 'Registration received' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Please wait for administrator approval. You can log in once your account has been approved.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(calls.find((c) => c.path === '/api/users/register')?.body).toEqual({
    username: 'kim01',
    password: 'secret123',
    passwordConfirm: 'secret123',
    moneyPassword: '123456',
    realName: 'Kim Minsu',
    phone: '+82 10-1234-5678',
    email: 'kim@example.com',
    referralId: 'ABCD1234',
    bankName: 'Shinhan',
    bankAccount: '110123456789',
    platforms: [{ name: 'xpoker', platformId: 'kim-xp' }],
    agreeTerms: true,
  });
});

test('changing the email after verifying it disables submit again', async () => {
  renderWith();
  fillValidForm();
  await verifyEmail();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  typeInto('Email', 'other@example.com');
  await waitFor(() => expect(submitButton()).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
});

test('a wrong code is shown beside the code field', async () => {
  renderWith({
    'POST /api/users/email-code/verify': {
      status: 422,
      body: { error: 'codeInvalid', message: 'Wrong code' },
    },
  });
  typeInto('Email', 'kim@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(
    await screen.findByText(
      'A verification code has been sent to your email. It is valid for 10 minutes.',
    ),
  ).toBeInTheDocument();
  const code = screen.getByLabelText('Verification code');
  fireEvent.change(code, { target: { value: '999999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() =>
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('The verification code is wrong or has expired.'),
    ),
  );
  expect(submitButton()).toBeDisabled();
});

test('a code that is not 6 digits is refused before it is sent', async () => {
  const calls = renderWith();
  typeInto('Email', 'kim@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const code = await screen.findByLabelText('Verification code');
  fireEvent.change(code, { target: { value: '12a' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is 6 digits.'));
  expect(calls.filter((c) => c.path === '/api/users/email-code/verify')).toHaveLength(0);
});

test('too many code requests are explained', async () => {
  renderWith({
    'POST /api/users/email-code': {
      status: 429,
      body: { error: 'too_many_requests', message: 'Slow down' },
    },
  });
  typeInto('Email', 'kim@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many attempts. Please wait a while and try again.',
  );
});

async function submitValid() {
  fillValidForm();
  await verifyEmail();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  fireEvent.click(submitButton());
}

test('usernameTaken from the server goes beside the username, which gets focus', async () => {
  renderWith({
    'POST /api/users/register': {
      status: 409,
      body: { error: 'usernameTaken', message: 'taken', fields: { username: 'taken' } },
    },
  });
  await submitValid();
  const username = screen.getByLabelText('Username');
  await waitFor(() =>
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken.'),
    ),
  );
  expect(username).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('This username is already taken.');
});

test("the server's fields are shown beside their fields", async () => {
  renderWith({
    'POST /api/users/register': {
      status: 422,
      body: {
        error: 'validation_failed',
        message: 'Invalid',
        fields: { bankAccount: 'too_long', 'platforms.0.platformId': 'required' },
      },
    },
  });
  await submitValid();
  await waitFor(() =>
    expect(screen.getByLabelText('Bank account number')).toHaveAccessibleDescription(
      'This is too long: use at most 50 characters.',
    ),
  );
  expect(screen.getByLabelText('Platform id')).toHaveAccessibleDescription(
    'This field is required.',
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Some fields need correcting.');
});

test('an unknown referral id is shown beside the referral field', async () => {
  renderWith({
    'POST /api/users/register': {
      status: 422,
      body: { error: 'referral_not_found', message: 'x', fields: { referralId: 'invalid' } },
    },
  });
  await submitValid();
  await waitFor(() =>
    expect(screen.getByLabelText('Referral id')).toHaveAccessibleDescription(
      expect.stringContaining('No member has this referral id.'),
    ),
  );
});

test('emailVerificationRequired asks to verify again and disables submit', async () => {
  renderWith({
    'POST /api/users/register': {
      status: 422,
      body: { error: 'emailVerificationRequired', message: 'Verify first' },
    },
  });
  await submitValid();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Verify your email address with the code before registering.',
  );
  expect(submitButton()).toBeDisabled();
});

test('a failure without a known code says the registration failed', async () => {
  renderWith({ 'POST /api/users/register': { status: 502, body: '<html>Bad gateway</html>' } });
  await submitValid();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The registration failed. Please try again.',
  );
});

test('submitting with errors focuses the first field in error', async () => {
  renderWith();
  fillValidForm();
  await verifyEmail();
  typeInto('Password', 'short');
  typeInto('Phone number', '12');
  await waitFor(() => expect(submitButton()).toBeEnabled());
  fireEvent.click(submitButton());
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  const personal = screen.getByRole('group', { name: 'Personal details' });
  expect(within(personal).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
});

test('a platform row added after a refused submit shows its errors once submitted', async () => {
  const calls = renderWith();
  fillValidForm();
  await verifyEmail();
  typeInto('Phone number', '12');
  await waitFor(() => expect(submitButton()).toBeEnabled());
  fireEvent.click(submitButton());
  await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
  fireEvent.click(screen.getByRole('button', { name: 'Add a platform account' }));
  // The new row shows no error before it is left or sent.
  await waitFor(() => expect(screen.getAllByLabelText('Platform')).toHaveLength(2));
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  expect(screen.getAllByLabelText('Platform id')[1]).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByLabelText('Platform')[1]).not.toHaveAttribute('aria-invalid');
  fireEvent.click(submitButton());
  await waitFor(() =>
    expect(screen.getAllByLabelText('Platform id')[1]).toHaveAccessibleDescription(
      'This field is required.',
    ),
  );
  expect(calls.filter((c) => c.path === '/api/users/register')).toHaveLength(0);
});

// docs/product.md §12: the username's availability is checked first.
const CHECK_FIRST =
  'Check that your username is available first; the Register button becomes available after that.';
const checksOf = (calls: FakeCall[]) => calls.filter((c) => c.path === '/api/users/check-username');

test('leaving the username field checks it, once per name', async () => {
  const calls = renderWith();
  typeInto('Username', 'kim01');
  expect(await screen.findByText('This username is available.')).toBeInTheDocument();
  expect(checksOf(calls)).toHaveLength(1);
  // Leaving it again without a change asks nothing new.
  const field = screen.getByLabelText('Username');
  fireEvent.focus(field);
  fireEvent.blur(field);
  await waitFor(() => expect(screen.getByText('This username is available.')).toBeInTheDocument());
  expect(checksOf(calls)).toHaveLength(1);
});

test('a taken username found on leaving the field is shown there, without taking focus', async () => {
  renderWith({ 'GET /api/users/check-username': { status: 200, body: { available: false } } });
  const field = typeInto('Username', 'kim01');
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken.'),
    ),
  );
  expect(field).not.toHaveFocus();
});

test('submit stays disabled, saying why, until the username is known to be free', async () => {
  let available = false;
  const calls = renderWith({
    'GET /api/users/check-username': () => ({ status: 200, body: { available } }),
  });
  fillValidForm();
  await verifyEmail();
  await waitFor(() =>
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken.'),
    ),
  );
  expect(submitButton()).toBeDisabled();
  expect(submitButton()).toHaveAccessibleDescription(CHECK_FIRST);
  fireEvent.click(submitButton());
  expect(calls.filter((c) => c.path === '/api/users/register')).toHaveLength(0);

  available = true;
  typeInto('Username', 'kim02');
  expect(await screen.findByText('This username is available.')).toBeInTheDocument();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(submitButton()).not.toHaveAccessibleDescription();
});

test('changing the username after a good check disables submit until it is checked again', async () => {
  const calls = renderWith();
  fillValidForm();
  await verifyEmail();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  const field = screen.getByLabelText('Username');
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'kim02' } });
  await waitFor(() => expect(submitButton()).toBeDisabled());
  expect(submitButton()).toHaveAccessibleDescription(CHECK_FIRST);
  expect(screen.queryByText('This username is available.')).toBeNull();
  // Putting the checked name back counts: availability belongs to the name.
  fireEvent.change(field, { target: { value: 'kim01' } });
  await waitFor(() => expect(submitButton()).toBeEnabled());
  fireEvent.change(field, { target: { value: 'kim02' } });
  fireEvent.blur(field);
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(checksOf(calls)).toHaveLength(2);
});

test('an answer for a name since changed is ignored', async () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  renderWith({
    'GET /api/users/check-username': () =>
      new Promise<FakeAnswer>((resolve) => {
        answer = resolve;
      }),
  });
  const field = typeInto('Username', 'kim01');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled());
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'kim02' } });
  answer({ status: 200, body: { available: false } });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Check availability' })).toBeEnabled(),
  );
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('This username is available.')).toBeNull();
});

test('usernameTaken at submit asks for another name before submitting again', async () => {
  renderWith({
    'POST /api/users/register': {
      status: 409,
      body: { error: 'usernameTaken', message: 'taken', fields: { username: 'taken' } },
    },
  });
  await submitValid();
  await waitFor(() => expect(submitButton()).toBeDisabled());
  expect(submitButton()).toHaveAccessibleDescription(CHECK_FIRST);
});

test('a member who is already logged in is sent home, not to a second sign-up', async () => {
  installFakeFetch(okRoutes);
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', '4000000000');
  renderPage(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/register' },
  );
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
});

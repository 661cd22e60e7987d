import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { installFakeFetch } from '@wallet/shared/testing';
import { memberLogin, renderWithShell, storeMemberSession } from '../../testing/render';
import LoginPage from './pages/LoginPage';

function renderLogin() {
  return renderWithShell(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/login' },
  );
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => localStorage.clear());

test('both fields are required, with the error beside each field', async () => {
  const calls = installFakeFetch({});
  renderLogin();
  expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field is required.');
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
  expect(calls).toHaveLength(0);
});

test('the first wrong field takes the focus, and the errors follow what is typed', async () => {
  const calls = installFakeFetch({});
  renderLogin();
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'kim01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

  fireEvent.input(screen.getByLabelText('Username'), { target: { value: '   ' } });
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field is required.');
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  expect(screen.getAllByText('This field is required.')).toHaveLength(1);
  expect(calls).toHaveLength(0);
});

test('a name longer than the schema allows is refused beside the field, not sent', async () => {
  const calls = installFakeFetch({});
  renderLogin();
  fillAndSubmit('k'.repeat(101), 'secret123');
  expect(await screen.findByText('This is too long.')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This is too long.');
  expect(screen.getByLabelText('Username')).toHaveFocus();
  expect(calls).toHaveLength(0);
});

test('a successful login stores token, role and expiry and goes home', async () => {
  const calls = installFakeFetch({ 'POST /api/users/login': { status: 200, body: memberLogin } });
  renderLogin();
  fillAndSubmit('  kim01 ', 'secret123');
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(calls[0]?.body).toEqual({ username: 'kim01', password: 'secret123' });
  expect({ ...localStorage }).toEqual({
    token: 'member-token',
    role: 'user',
    expiry: '4000000000',
  });
});

test("wrong credentials are told in the person's language and nothing is stored", async () => {
  installFakeFetch({
    'POST /api/users/login': {
      status: 401,
      body: { error: 'invalid_credentials', message: 'The username or the password is not right' },
    },
  });
  renderLogin();
  fillAndSubmit('kim01', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Login failed. Check your username and password.',
  );
  expect(localStorage).toHaveLength(0);
});

test('a refusal the page does not know shows the server message', async () => {
  installFakeFetch({
    'POST /api/users/login': {
      status: 503,
      body: { error: 'service_unavailable', message: 'The database is not reachable.' },
    },
  });
  renderLogin();
  fillAndSubmit('kim01', 'secret123');
  expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable.');
});

test('a failure without a server message shows the generic text', async () => {
  installFakeFetch({ 'POST /api/users/login': { status: 502, body: '<html>Bad gateway</html>' } });
  renderLogin();
  fillAndSubmit('kim01', 'secret123');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Login failed. Check your username and password.',
  );
});

test('the login page links to the password reset', () => {
  installFakeFetch({});
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
});

test('a member awaiting approval is told so in their language, not logged in', async () => {
  installFakeFetch({
    'POST /api/users/login': {
      status: 403,
      body: { error: 'pending_approval', message: 'The account is waiting for approval' },
    },
  });
  renderLogin();
  fillAndSubmit('kim01', 'secret123');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your registration is waiting for administrator approval.',
  );
  expect(localStorage).toHaveLength(0);
});

test('a visitor without an account finds the way to create one', () => {
  installFakeFetch({});
  renderLogin();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('a member who is already logged in is sent on to the home page', async () => {
  installFakeFetch({});
  storeMemberSession();
  renderLogin();
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Log in' })).not.toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';
import HomePage from './pages/HomePage';

const userInfo = {
  username: 'kim01',
  realName: 'Kim Minsu',
  balance: 1234.5,
  held: 40,
};

beforeEach(() => localStorage.clear());

test('a visitor reads what the site does, with links to log in and to the guide', () => {
  const calls = installFakeFetch({});
  renderPage(<HomePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Welcome to Member Wallet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Read the registration guide' })).toHaveAttribute(
    'href',
    '/guide',
  );
  expect(calls).toHaveLength(0);
});

test('a member sees their name and wallet figures from users/info', async () => {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', '4000000000');
  const calls = installFakeFetch({ '/api/users/info': { status: 200, body: userInfo } });
  renderPage(<HomePage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Hello, Kim Minsu' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('home-available')).toHaveTextContent('1,234.50 USD');
  expect(screen.getByTestId('home-held')).toHaveTextContent('40.00 USD');
  expect(calls).toEqual([
    expect.objectContaining({ path: '/api/users/info', authorization: 'Bearer member-token' }),
  ]);
});

test('a member whose summary cannot be loaded is told so', async () => {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', '4000000000');
  installFakeFetch({
    '/api/users/info': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
  });
  renderPage(<HomePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your wallet summary could not be loaded.',
  );
});

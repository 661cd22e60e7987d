import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import remoteModule from './routes';
import { renderPage } from '@wallet/shared/testing';

/** The remote's routes as the shell mounts them (guards are the shell's; all are public here). */
function Routes() {
  return useRoutes(
    remoteModule.routes.map((route) => ({ path: route.path, element: <route.Component /> })),
  );
}

const guardOf = (path: string) => remoteModule.routes.find((r) => r.path === path)?.guard;

test('my page, messages, recharge and withdraw need a member with role user', () => {
  for (const path of [
    '/mypage',
    '/messages',
    '/messages/:id',
    '/wallet/charge',
    '/wallet/withdraw',
    '/trade/recharge',
    '/trade/withdraw',
  ]) {
    expect([path, guardOf(path)]).toEqual([path, 'member']);
  }
});

test('the other logged-in pages need a member token; home, guide and notices are public', () => {
  for (const path of [
    '/wallet/history',
    '/wallet/transfer',
    '/trade/history',
    '/support/inquiry',
    '/support/inquiry/write',
    '/support/inquiry/:id',
  ]) {
    expect([path, guardOf(path)]).toEqual([path, 'loggedIn']);
  }
  for (const path of [
    '/',
    '/guide',
    '/register',
    '/support/notice',
    '/support/notice/:id',
    '/how-to-play',
    '*',
  ]) {
    expect([path, guardOf(path)]).toEqual([path, 'public']);
  }
});

test('an unknown path shows the translated not-found page', async () => {
  renderPage(
    <Suspense>
      <Routes />
    </Suspense>,
    { path: '/no/such/page' },
  );
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test.each([
  ['/wallet/charge', 'Wallet charge'],
  ['/wallet/withdraw', 'Wallet withdrawal'],
  ['/wallet/history', 'Wallet history'],
  ['/wallet/transfer', 'Transfer request'],
  ['/wallet/transfer/history', 'Transfer history'],
  ['/trade/recharge', 'Platform recharge'],
  ['/trade/withdraw', 'Platform withdrawal'],
  ['/trade/history', 'Platform history'],
  ['/register', 'Register'],
  ['/guide', 'Registration guide'],
  ['/reset-password', 'Forgot your password?'],
  ['/how-to-play', 'How to play'],
  ['/support/notice', 'Notices'],
  ['/messages', 'Messages'],
  ['/support/inquiry', '1:1 inquiry'],
  ['/support/inquiry/write', 'Write an inquiry'],
])('%s opens its page', async (path, heading) => {
  renderPage(
    <Suspense>
      <Routes />
    </Suspense>,
    { path },
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

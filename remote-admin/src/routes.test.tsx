import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import remoteModule from './routes';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';

function Routes() {
  return useRoutes(
    remoteModule.routes.map((route) => ({ path: route.path, element: <route.Component /> })),
  );
}

const show = (path: string) =>
  renderPage(
    <Suspense>
      <Routes />
    </Suspense>,
    { path },
  );

test('every back-office route needs an administrator', () => {
  expect(remoteModule.routes.every((route) => route.guard === 'admin')).toBe(true);
});

test.each(['/admin', '/admin/dashboard'])('%s is the dashboard', async (path) => {
  installFakeFetch({
    '/api/admin/summary': {
      status: 200,
      body: {
        totalUsers: 1,
        pendingUsers: 0,
        todayUsers: 0,
        pendingRecharge: 0,
        pendingWithdraw: 0,
      },
    },
  });
  show(path);
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
});

const notice = {
  id: 5,
  title: 'Maintenance on Sunday',
  content: '<p>From 02:00 KST</p>',
  pinned: false,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};
const inquiry = {
  id: 3,
  username: 'kim01',
  category: 'money',
  title: 'Where is my charge?',
  content: 'Sent at noon',
  status: 'pending',
  created_at: '2026-03-01T00:00:00.000Z',
  answer: null,
  answered_at: null,
};

test.each([
  ['/admin/messages/sent', 'Sent messages', { '/api/admin/messages/sent': [] }],
  ['/admin/messages/send', 'Send a message', {}],
  ['/admin/notice', 'Notices', { '/api/admin/notices': [] }],
  ['/admin/notices/create', 'Write a notice', {}],
  ['/admin/notices/5/edit', 'Edit the notice', { '/api/admin/notices/5': notice }],
  ['/admin/inquiry', '1:1 inquiries', { '/api/admin/inquiries': [] }],
  ['/admin/inquiries/3', 'Where is my charge?', { '/api/admin/inquiries/3': inquiry }],
  ['/admin/audit', 'Audit log', { '/api/admin/audit': [] }],
])('%s is its communication page', async (path, title, answers) => {
  installFakeFetch(
    Object.fromEntries(Object.entries(answers).map(([api, body]) => [api, { status: 200, body }])),
  );
  show(path);
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
});

test('an unknown admin path shows the admin not-found page', async () => {
  installFakeFetch({});
  show('/admin/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('This back-office page does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
});

test('/admin/users is the member list', async () => {
  installFakeFetch({ '/api/admin/users': { status: 200, body: [] } });
  show('/admin/users');
  expect(await screen.findByRole('heading', { name: 'Member management' })).toBeInTheDocument();
});

test.each([
  ['/admin/trade/wallet-charge', 'Wallet charge requests', 'wallet_charge'],
  ['/admin/trade/wallet-withdraw', 'Wallet withdrawal requests', 'wallet_withdraw'],
  ['/admin/trade/wallet-transfer', 'Transfer requests', 'wallet_transfer'],
  ['/admin/trade/recharge', 'Platform recharge requests', 'platform_recharge'],
  ['/admin/trade/withdraw', 'Platform withdrawal requests', 'platform_withdraw'],
])('%s lists the requests of its kind', async (path, title, kind) => {
  const kinds: Array<string | null> = [];
  installFakeFetch({
    '/api/admin/requests': () => ({ status: 200, body: [] }),
  });
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    kinds.push(new URL(request.url).searchParams.get('kind'));
    return inner(request);
  };
  show(path);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  await screen.findByText('No requests match these filters.');
  expect(kinds).toEqual([kind]);
});

test.each([
  ['/admin/requests', 'All requests', '/api/admin/requests'],
  ['/admin/history', 'Processed transactions', '/api/admin/history'],
  ['/admin/deposit-addresses', 'Deposit addresses', '/api/admin/deposit-addresses'],
  ['/admin/exchange-rates', 'Exchange rates', '/api/admin/exchange-rates'],
  ['/admin/ledger', 'Ledger check', '/api/admin/ledger/reconcile'],
  ['/admin/messages/templates', 'Message templates', '/api/admin/message-templates'],
  ['/admin/events', 'Events', '/api/admin/events'],
])('%s is its money page', async (path, title, api) => {
  const rates = { rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, usdtAvailable: true };
  installFakeFetch({ [api]: { status: 200, body: api.endsWith('rates') ? rates : [] } });
  show(path);
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
});

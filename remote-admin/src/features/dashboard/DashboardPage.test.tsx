import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, renderPage, type FakeAnswer } from '@wallet/shared/testing';
import DashboardPage from './pages/DashboardPage';

// Five different numbers, so each card can only be showing one field.
const summary = {
  totalUsers: 120,
  pendingUsers: 7,
  todayUsers: 3,
  pendingRecharge: 4,
  pendingWithdraw: 2,
};

/** GET /users/info as the server answers it for an administrator. */
const adminInfo = {
  username: 'admin',
  realName: 'Administrator',
  phone: '010-0000-0000',
  email: '',
  balance: null,
  held: null,
  warnings: 0,
  recommender: null,
  referralId: 'ADM1N2X9',
  bankName: null,
  bankAccount: null,
  walletAddress: null,
  pesoAccountType: null,
  pesoAccountNumber: null,
  platforms: [],
  language: 'en',
  role: 'admin',
};

const okSummary: FakeAnswer = { status: 200, body: summary };
const okInfo: FakeAnswer = { status: 200, body: adminInfo };

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('admin_token', 'admin-token');
});

test('the cards show the summary, with the two sign-up labels swapped as the spec found them', async () => {
  const calls = installFakeFetch({ '/api/admin/summary': okSummary, '/api/users/info': okInfo });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  expect(await screen.findByRole('region', { name: 'Total members' })).toHaveTextContent('120');
  // decisions.md §8: "today's new sign-ups" shows pendingUsers, "pending sign-ups" shows todayUsers.
  expect(within(card("Today's new sign-ups")).getByText('7')).toBeInTheDocument();
  expect(within(card('Pending sign-ups')).getByText('3')).toBeInTheDocument();
  expect(within(card('Pending recharges')).getByText('4')).toBeInTheDocument();
  expect(within(card('Pending withdrawals')).getByText('2')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/admin/summary')).toMatchObject({
    authorization: 'Bearer admin-token',
  });
});

// decisions.md §5: a new site's first members register with the administrator's referral id.
test("the administrator's own referral id is shown, read with the admin token", async () => {
  // The same browser may hold a member session too; its token must not be sent instead.
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) + 3600));
  const calls = installFakeFetch({ '/api/admin/summary': okSummary, '/api/users/info': okInfo });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  await waitFor(() => expect(card('Your referral id')).toHaveTextContent('ADM1N2X9'));
  expect(card('Your referral id')).toHaveTextContent(
    'New members enter it as the referral id when they register.',
  );
  expect(calls.filter((c) => c.path === '/api/users/info')).toEqual([
    expect.objectContaining({ method: 'GET', authorization: 'Bearer admin-token' }),
  ]);
});

test("a 401 on the administrator's info ends the administrator's session, not the member's", async () => {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) + 3600));
  installFakeFetch({
    '/api/admin/summary': okSummary,
    '/api/users/info': { status: 401, body: { error: 'unauthorized', message: 'x' } },
  });
  const { store } = renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  await waitFor(() => expect(store.getState().auth.expiredSession).toBe('admin'));
  expect(store.getState().auth.adminToken).toBeNull();
  expect(store.getState().auth.memberToken).toBe('member-token');
  expect(localStorage.getItem('token')).toBe('member-token');
  expect(localStorage.getItem('admin_token')).toBeNull();
});

test('a referral id that cannot be loaded says so, and the figures still show', async () => {
  installFakeFetch({
    '/api/admin/summary': okSummary,
    '/api/users/info': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
  });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  expect(await within(card('Your referral id')).findByRole('alert')).toHaveTextContent(
    'Your referral id could not be loaded.',
  );
  expect(await screen.findByRole('region', { name: 'Total members' })).toHaveTextContent('120');
});

test('a failed summary is logged and the page says the figures could not be loaded', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeFetch({
    '/api/admin/summary': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
    '/api/users/info': okInfo,
  });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The dashboard figures could not be loaded.',
  );
  expect(log).toHaveBeenCalledWith('GET /admin/summary failed', expect.anything());
  expect(screen.queryByRole('region', { name: 'Total members' })).not.toBeInTheDocument();
  log.mockRestore();
});

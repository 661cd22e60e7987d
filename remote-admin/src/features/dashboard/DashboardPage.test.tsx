import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFakeFetch,
  renderPage,
  type FakeAnswer,
  type FakeRoute,
} from '@wallet/shared/testing';
import DashboardPage from './pages/DashboardPage';
import { month } from './test-days';

/** What each uPlot was built with; jsdom has no canvas to draw on. */
const mockPlots: Array<{ options: { series: Array<{ label?: string }> }; data: unknown[] }> = [];
jest.mock('uplot', () =>
  jest
    .fn()
    .mockImplementation((options: (typeof mockPlots)[number]['options'], data: unknown[]) => {
      mockPlots.push({ options, data });
      return { width: 560, setSize: jest.fn(), destroy: jest.fn() };
    }),
);

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

const quiet: FakeAnswer = { status: 200, body: { days: month() } };

/** The dashboard's three calls; statistics as given (quiet by default). */
const routes = (statistics: FakeAnswer | FakeRoute = quiet, summaryAnswer = okSummary) => ({
  '/api/admin/summary': summaryAnswer,
  '/api/users/info': okInfo,
  '/api/admin/statistics': statistics,
});

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('admin_token', 'admin-token');
});

test('the cards show the summary, with the two sign-up labels swapped as the product has them (docs/product.md §8)', async () => {
  const calls = installFakeFetch(routes());
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  await waitFor(() => expect(card('Total members')).toHaveTextContent('120'));
  // docs/product.md §8: "today's new sign-ups" shows pendingUsers, "pending sign-ups" shows todayUsers.
  expect(within(card("Today's new sign-ups")).getByText('7')).toBeInTheDocument();
  expect(within(card('Pending sign-ups')).getByText('3')).toBeInTheDocument();
  expect(within(card('Pending recharges')).getByText('4')).toBeInTheDocument();
  expect(within(card('Pending withdrawals')).getByText('2')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/admin/summary')).toMatchObject({
    authorization: 'Bearer admin-token',
  });
});

test('before the figures arrive, the cards and the referral card already stand at their size, marked busy', async () => {
  // Answers that never come: the page as it is while the network is slow.
  installFakeFetch({ ...routes(), '/api/admin/summary': () => new Promise(() => undefined) });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  for (const name of ['Total members', "Today's new sign-ups", 'Pending withdrawals']) {
    expect(card(name)).toHaveTextContent('–');
    expect(within(card(name)).getByRole('link', { name: /Open the list/ })).toBeInTheDocument();
  }
  expect(card('Total members').closest('[aria-busy="true"]')).not.toBeNull();
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading…');
  expect(card('Your referral id')).toHaveTextContent(
    'New members enter it as the referral id when they register.',
  );
});

// docs/product.md §5: a new site's first members register with the administrator's referral id.
test("the administrator's own referral id is shown, read with the admin token", async () => {
  // The same browser may hold a member session too; its token must not be sent instead.
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) + 3600));
  const calls = installFakeFetch(routes());
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
    ...routes(),
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
    ...routes(),
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
  installFakeFetch(
    routes(quiet, { status: 503, body: { error: 'service_unavailable', message: 'x' } }),
  );
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The dashboard figures could not be loaded.',
  );
  expect(log).toHaveBeenCalledWith('GET /admin/summary failed', expect.anything());
  expect(screen.queryByRole('region', { name: 'Total members' })).not.toBeInTheDocument();
  log.mockRestore();
});

test('each card opens the list behind its figure', async () => {
  installFakeFetch(routes());
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  await screen.findByRole('region', { name: 'Total members' });
  const link = (name: string) => within(card(name)).getByRole('link');
  expect(link('Total members')).toHaveAttribute('href', '/admin/users');
  expect(link('Total members')).toHaveAccessibleName('Open the list: Total members');
  // The card labelled "today's new sign-ups" shows the pending members, so it opens them.
  expect(link("Today's new sign-ups")).toHaveAttribute('href', '/admin/users?status=pending');
  expect(link('Pending sign-ups')).toHaveAttribute('href', '/admin/users');
  expect(link('Pending recharges')).toHaveAttribute(
    'href',
    '/admin/trade/wallet-charge?status=pending',
  );
  expect(link('Pending withdrawals')).toHaveAttribute(
    'href',
    '/admin/trade/wallet-withdraw?status=pending',
  );
});

test('the last 30 days are drawn with uPlot, and the same figures are a table on request', async () => {
  mockPlots.length = 0;
  const days = month({
    '2026-03-02': { signups: 3 },
    '2026-03-30': { chargeCount: 2, chargeUsd: 150.5, withdrawalCount: 1, withdrawalUsd: 40 },
  });
  const calls = installFakeFetch(routes({ status: 200, body: { days } }));
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  const charts = await screen.findByRole('region', { name: 'The last 30 days' });
  await waitFor(() => expect(mockPlots).toHaveLength(3));
  // The first uPlot series is the x axis (the days); the lines follow it.
  const lines = mockPlots.map((plot) => plot.options.series.slice(1));
  expect(lines.map((series) => series.map((line) => line.label))).toEqual([
    ['Sign-ups'],
    ['Charges', 'Withdrawals'],
    ['Charges', 'Withdrawals'],
  ]);
  const [signups, counts, amounts] = mockPlots.map((plot) => plot.data);
  expect(signups?.[1]).toEqual(days.map((day) => day.signups));
  expect((counts?.[2] as number[]).at(-1)).toBe(1);
  expect((amounts?.[1] as number[]).at(-1)).toBe(150.5);
  expect(within(charts).getByText('In total: charges 2, withdrawals 1.')).toBeInTheDocument();
  expect(
    within(charts).getByText('In total: 150.50 USD charged and 40.00 USD withdrawn.'),
  ).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/api/admin/statistics')).toMatchObject({
    authorization: 'Bearer admin-token',
  });

  const toggle = within(charts).getByRole('button', { name: 'Show as a table' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(within(charts).getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const table = within(charts).getByRole('table', {
    name: 'Activity per day (KST), oldest first',
  });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(31);
  expect(rows[2]).toHaveTextContent('2026-03-02300.0000.00');
  expect(rows[30]).toHaveTextContent('2026-03-3002150.50140.00');
});

test('while the figures load each chart stands with its title and one status says so; a quiet month says there was no activity', async () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  installFakeFetch(routes(() => new Promise<FakeAnswer>((resolve) => (answer = resolve))));
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  const charts = await screen.findByRole('region', { name: 'The last 30 days' });
  for (const title of [
    'Sign-ups per day',
    'Completed charges and withdrawals per day',
    'Completed charges and withdrawals per day, in USD',
  ]) {
    expect(within(charts).getByText(title).closest('figure')).not.toBeNull();
  }
  // One announcement for the three charts, not one per chart.
  expect(within(charts).getByRole('status')).toHaveTextContent('Loading…');
  expect(charts).toHaveAttribute('aria-busy', 'true');
  answer(quiet);
  expect(await within(charts).findByText('No activity in the last 30 days.')).toBeInTheDocument();
  expect(within(charts).queryByRole('button', { name: 'Show as a table' })).toBeNull();
  expect(charts).toHaveAttribute('aria-busy', 'false');
  expect(within(charts).queryByRole('status')).toBeNull();
});

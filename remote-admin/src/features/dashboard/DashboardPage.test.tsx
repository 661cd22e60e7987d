import { screen, within } from '@testing-library/react';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';
import DashboardPage from './pages/DashboardPage';

// Five different numbers, so each card can only be showing one field.
const summary = {
  totalUsers: 120,
  pendingUsers: 7,
  todayUsers: 3,
  pendingRecharge: 4,
  pendingWithdraw: 2,
};

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('admin_token', 'admin-token');
});

test('the cards show the summary, with the two sign-up labels swapped as the spec found them', async () => {
  const calls = installFakeFetch({ '/api/admin/summary': { status: 200, body: summary } });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  expect(await screen.findByRole('region', { name: 'Total members' })).toHaveTextContent('120');
  // decisions.md §8: "today's new sign-ups" shows pendingUsers, "pending sign-ups" shows todayUsers.
  expect(within(card("Today's new sign-ups")).getByText('7')).toBeInTheDocument();
  expect(within(card('Pending sign-ups')).getByText('3')).toBeInTheDocument();
  expect(within(card('Pending recharges')).getByText('4')).toBeInTheDocument();
  expect(within(card('Pending withdrawals')).getByText('2')).toBeInTheDocument();
  expect(calls).toEqual([
    expect.objectContaining({ path: '/api/admin/summary', authorization: 'Bearer admin-token' }),
  ]);
});

test('a failed summary is logged and the page says the figures could not be loaded', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeFetch({
    '/api/admin/summary': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
  });
  renderPage(<DashboardPage />, { path: '/admin/dashboard' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The dashboard figures could not be loaded.',
  );
  expect(log).toHaveBeenCalledWith('GET /admin/summary failed', expect.anything());
  expect(screen.queryByRole('region', { name: 'Total members' })).not.toBeInTheDocument();
  log.mockRestore();
});

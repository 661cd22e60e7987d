import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { columnsOf, defined, renderPage, shownText } from '@wallet/shared/testing';
import { queriesOf, refusal, serve, storeAdminSession } from '../../lib/test-support';
import { asTheShellShowsIt } from '../../lib/test-routing';
import RequestsPage from './pages/RequestsPage';
import { LIST, moneyRequest, serveRequests, walletToXpoker } from './test-support';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const chargePage = () =>
  renderPage(<RequestsPage kind="wallet_charge" />, { path: '/admin/trade/wallet-charge' });

test("a kind page lists its requests with that kind's figures, pending first", async () => {
  const calls = serveRequests([
    moneyRequest(),
    moneyRequest({
      id: 11,
      status: 'completed',
      username: 'lee02',
      processedAt: '2026-03-01T05:00:00Z',
    }),
  ]);
  chargePage();
  const table = await screen.findByRole('table', { name: 'Wallet charge requests' });
  const rows = within(table).getAllByRole('row');
  expect(columnsOf(table)).toEqual([
    'No.',
    'Member',
    'Amount',
    'To send',
    'Depositor / tx id',
    'Requested (KST)',
    'Status',
    'Actions',
  ]);
  for (const text of [
    '#12',
    'kim01',
    '100.00 USD',
    '138,050 KRW',
    'Kim Minsu',
    '2026-03-01 12:04',
    'Pending',
  ]) {
    expect(rows[1]).toHaveTextContent(text);
  }
  // The other figures of the kind are one click away, under the row.
  const pending = defined(rows[1], 'the row of request #12');
  const details = within(pending).getByRole('button', { name: 'Details of request #12 of kim01' });
  fireEvent.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  const panel = defined(within(table).getAllByRole('row')[2], 'the details panel row');
  for (const text of ['Fee2.00 USD', 'To credit98.00 USD', 'Rate1,380.5', 'ReferenceC7K2Q9']) {
    expect(panel).toHaveTextContent(text);
  }
  fireEvent.click(details);
  expect(
    within(pending).getByRole('button', { name: 'Approve: request #12 of kim01' }),
  ).toBeEnabled();
  // Refusing and cancelling cannot be undone: they look like danger, approving does not.
  expect(within(pending).getByRole('button', { name: /^Reject/ })).toHaveClass(
    'ui-button--danger-quiet',
  );
  expect(within(pending).getByRole('button', { name: /^Cancel/ })).toHaveClass(
    'ui-button--danger-quiet',
  );
  expect(
    within(pending).getByRole('button', { name: 'Approve: request #12 of kim01' }),
  ).not.toHaveClass('ui-button--danger-quiet');
  expect(rows[2]).toHaveTextContent('Completed');
  expect(
    within(defined(rows[2], 'the completed row')).queryByRole('button', {
      name: /^(Approve|Reject|Cancel)/,
    }),
  ).toBeNull();
  expect(screen.getByText('Found: 2')).toBeInTheDocument();
  expect(queriesOf(calls, LIST)).toEqual([{ kind: 'wallet_charge', limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('the sub-navigation links the five trade pages, all requests and the history', async () => {
  serveRequests([]);
  chargePage();
  expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Trade requests' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual([
    '/admin/trade/wallet-charge',
    '/admin/trade/wallet-withdraw',
    '/admin/trade/wallet-transfer',
    '/admin/trade/recharge',
    '/admin/trade/withdraw',
    '/admin/requests',
    '/admin/history',
  ]);
  expect(within(nav).getByRole('link', { name: 'Wallet charge' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('status, username and days go into the query and restart at page 1', async () => {
  const calls = serveRequests([moneyRequest()]);
  renderPage(<RequestsPage kind="wallet_charge" />, { path: '/admin/trade/wallet-charge?page=2' });
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
  await waitFor(() =>
    expect(queriesOf(calls, LIST).at(-1)).toEqual({
      kind: 'wallet_charge',
      status: 'pending',
      limit: '20',
      offset: '0',
    }),
  );
  // At most what the server's query schema accepts.
  expect(screen.getByLabelText('Member username')).toHaveAttribute('maxlength', '50');
  fireEvent.change(screen.getByLabelText('Member username'), { target: { value: ' kim01 ' } });
  fireEvent.change(screen.getByLabelText('From (KST day)'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To (KST day)'), { target: { value: '2026-03-31' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(queriesOf(calls, LIST).at(-1)).toEqual({
      kind: 'wallet_charge',
      status: 'pending',
      username: 'kim01',
      from: '2026-03-01',
      to: '2026-03-31',
      limit: '20',
      offset: '0',
    }),
  );
  expect(queriesOf(calls, LIST)[0]).toEqual({ kind: 'wallet_charge', limit: '20', offset: '20' });
});

test('a username typed before a status is picked stays in its box, is searched, and Clear empties it', async () => {
  const calls = serveRequests([moneyRequest()]);
  // The shell re-creates the page on every address: the status picked makes a new page.
  renderPage(asTheShellShowsIt(<RequestsPage kind="wallet_charge" />), {
    path: '/admin/trade/wallet-charge',
  });
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('Member username'), { target: { value: 'kim01' } });
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
  await waitFor(() => expect(queriesOf(calls, LIST).at(-1)?.status).toBe('rejected'));
  expect(screen.getByLabelText('Member username')).toHaveValue('kim01');
  // Not searched yet: only the status is in force.
  expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();

  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(queriesOf(calls, LIST).at(-1)).toEqual({
      kind: 'wallet_charge',
      status: 'rejected',
      username: 'kim01',
      limit: '20',
      offset: '0',
    }),
  );
  fireEvent.change(screen.getByLabelText('Member username'), { target: { value: 'lee02' } });
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  // The first view again (served from what was loaded): nothing in force, nothing typed.
  expect(await screen.findByRole('button', { name: 'Filters' })).toBeVisible();
  expect(screen.getByLabelText('Member username')).toHaveValue('');
  expect(screen.getByLabelText('Status')).toHaveValue('');
});

test('a last day before the first day is refused before any call', async () => {
  const calls = serveRequests([moneyRequest()]);
  chargePage();
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('From (KST day)'), { target: { value: '2026-03-10' } });
  fireEvent.change(screen.getByLabelText('To (KST day)'), { target: { value: '2026-03-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(screen.getByLabelText('To (KST day)')).toHaveAccessibleDescription(
      // The example day's hyphens do not break (U+2011): the date stays on one line.
      'Year-month-day, e.g. 2026\u201111\u201124. The last day cannot be before the first day.',
    ),
  );
  expect(queriesOf(calls, LIST)).toHaveLength(1);
});

test('a transfer page shows the route, direction and expected amount in the target currency', async () => {
  serveRequests([walletToXpoker()]);
  renderPage(<RequestsPage kind="wallet_transfer" />, { path: '/admin/trade/wallet-transfer' });
  const table = await screen.findByRole('table', { name: 'Transfer requests' });
  const row = defined(within(table).getAllByRole('row')[1], 'the transfer row');
  fireEvent.click(within(row).getByRole('button', { name: /^Details of request/ }));
  // The row and its details together.
  const shown = `${shownText(row)} ${shownText(within(table).getAllByRole('row')[2])}`;
  for (const text of [
    'Wallet → platform',
    'Wallet → X-Poker',
    '50.00 USD',
    '1.00 USD',
    '67,644 KRW',
    'for tonight',
  ]) {
    expect(shown).toContain(text);
  }
});

test('all requests: every kind together, with a kind filter', async () => {
  const calls = serveRequests([moneyRequest(), walletToXpoker()]);
  renderPage(<RequestsPage />, { path: '/admin/requests' });
  expect(await screen.findByRole('heading', { name: 'All requests' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'All requests' });
  expect(table).toHaveTextContent('Wallet charge');
  expect(table).toHaveTextContent('Transfer');
  expect(queriesOf(calls, LIST)[0]).toEqual({ limit: '20', offset: '0' });
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'platform_withdraw' } });
  await waitFor(() =>
    expect(queriesOf(calls, LIST).at(-1)).toEqual({
      kind: 'platform_withdraw',
      limit: '20',
      offset: '0',
    }),
  );
});

test('a list that cannot be loaded says so, with a retry', async () => {
  serve({ [LIST]: refusal(503, 'service_unavailable') });
  chargePage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The requests could not be loaded.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

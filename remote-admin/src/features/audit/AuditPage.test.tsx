import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined } from '@wallet/shared/testing';
import type { AuditEntry } from '@wallet/shared/domain';
import { currentLocation, renderRoutes } from '../../lib/test-routing';
import { queriesOf, serve, storeAdminSession } from '../../lib/test-support';
import { fieldChanges } from './changes';
import AuditPage from './pages/AuditPage';

const LOG = '/api/admin/audit';

const approval: AuditEntry = {
  id: 3,
  at: '2026-03-01T03:04:00.000Z',
  actor: 'admin',
  action: 'member.approve',
  target: 'user:42',
  before: { status: 'pending', warnings: 0 },
  after: { status: 'approved', warnings: 0 },
};
const rates: AuditEntry = {
  id: 2,
  at: '2026-02-28T15:00:00.000Z',
  actor: 'admin',
  action: 'rate.update',
  target: 'exchange_rates',
  before: { rates: { KRW: 1380.5, PHP: 57 }, usdtAvailable: true },
  after: { rates: { KRW: 1390, PHP: 57 }, usdtAvailable: false },
};
const firstStart: AuditEntry = {
  id: 1,
  at: '2026-02-01T00:00:00.000Z',
  actor: null,
  action: 'admin.create',
  target: 'user:1',
  before: null,
  after: { username: 'admin', role: 'admin' },
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const show = (path = '/admin/audit') => renderRoutes({ '/admin/audit': <AuditPage /> }, path);

test('each row: KST time, administrator or System, the action in words, the target and before → after', async () => {
  const calls = serve(
    { [LOG]: { status: 200, body: [approval, rates, firstStart] } },
    { [LOG]: () => 3 },
  );
  show();
  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  const rows = within(table).getAllByRole('row');
  const approvalRow = defined(rows[1], 'the approval row');
  const ratesRow = defined(rows[2], 'the rates row');
  const systemRow = defined(rows[3], 'the first-start row');
  expect(approvalRow).toHaveTextContent('2026-03-01 12:04adminMember approveduser:42');
  expect(within(approvalRow).getByRole('listitem')).toHaveTextContent('status: pending → approved');
  expect(within(approvalRow).getByRole('link', { name: 'user:42' })).toHaveAttribute(
    'href',
    '/admin/users/42',
  );
  expect(
    within(ratesRow)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['rates.KRW: 1380.5 → 1390', 'usdtAvailable: true → false']);
  expect(systemRow).toHaveTextContent('SystemAdministrator created');
  expect(
    within(systemRow)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['username: — → admin', 'role: — → admin']);
  // The whole record is one click away.
  const record = defined(
    within(approvalRow).getByText('Full record').closest('details'),
    'the full record of the approval',
  );
  expect(record).not.toHaveAttribute('open');
  expect(record).toHaveTextContent('"status": "pending"');
  expect(record).toHaveTextContent('"status": "approved"');
  expect(queriesOf(calls, LOG)).toEqual([{ limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('the filters go into the address and the query string', async () => {
  const calls = serve({ [LOG]: { status: 200, body: [] } }, { [LOG]: () => 0 });
  show();
  await screen.findByText('No entries match these filters.');
  const action = screen.getByLabelText('Action');
  expect(within(action).getByRole('option', { name: 'Inquiry answered' })).toHaveValue(
    'inquiry.answer',
  );
  fireEvent.change(action, { target: { value: 'member.warn' } });
  await waitFor(() => expect(currentLocation()).toBe('/admin/audit?action=member.warn'));

  fireEvent.change(screen.getByLabelText('Administrator (username)'), {
    target: { value: ' boss ' },
  });
  fireEvent.change(screen.getByLabelText('From (KST day)'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To (KST day)'), { target: { value: '2026-03-31' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(currentLocation()).toBe(
      '/admin/audit?actor=boss&action=member.warn&from=2026-03-01&to=2026-03-31',
    ),
  );
  await waitFor(() =>
    expect(queriesOf(calls, LOG)).toContainEqual({
      actor: 'boss',
      action: 'member.warn',
      from: '2026-03-01',
      to: '2026-03-31',
      limit: '20',
      offset: '0',
    }),
  );
});

test('an address with filters and a page asks for them; an unknown action is left out', async () => {
  const calls = serve({ [LOG]: { status: 200, body: [approval] } }, { [LOG]: () => 45 });
  show('/admin/audit?actor=admin&action=nope.nothing&page=3');
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(queriesOf(calls, LOG)).toEqual([{ actor: 'admin', limit: '20', offset: '40' }]);
  expect(screen.getByLabelText('Administrator (username)')).toHaveValue('admin');
});

test('changed fields: nested ones by path, unchanged ones left out, a deletion lists what was', () => {
  expect(fieldChanges({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 5, d: 3 } })).toEqual([
    { field: 'b.c', before: 2, after: 5 },
  ]);
  expect(fieldChanges({ title: 'Old' }, null)).toEqual([
    { field: 'title', before: 'Old', after: null },
  ]);
  expect(fieldChanges(null, null)).toEqual([]);
  expect(fieldChanges(1, 2)).toEqual([{ field: '', before: 1, after: 2 }]);
});

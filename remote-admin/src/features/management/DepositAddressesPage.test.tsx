import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDepositAddress } from '@wallet/shared/domain';
import { defined, renderPage } from '@wallet/shared/testing';
import {
  changes,
  expectAddedOnSave,
  fillIn,
  serve,
  storeAdminSession,
  type RecordedCall,
} from '../../lib/test-support';
import DepositAddressesPage from './pages/DepositAddressesPage';

const LIST = '/api/admin/deposit-addresses';

const shinhan: AdminDepositAddress = {
  id: 1,
  currency: 'KRW',
  label: 'Shinhan Bank',
  account: '110-123-456789',
  holder: 'Wallet Co.',
  active: true,
  updatedAt: '2026-03-01T03:04:00.000Z',
};
const kookmin: AdminDepositAddress = {
  ...shinhan,
  id: 2,
  label: 'Kookmin Bank',
  account: '004-987-654321',
  active: false,
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

/** A fake server holding the addresses; changes answer 200 and the list reads the same rows. */
function serveAddresses(addresses: AdminDepositAddress[]) {
  const saved = (call: RecordedCall) => ({
    status: 200,
    body: { ...shinhan, ...(call.body as object) },
  });
  return serve({
    [`GET ${LIST}`]: { status: 200, body: addresses },
    [`POST ${LIST}`]: (call) => ({
      status: 201,
      body: { ...shinhan, id: 9, ...(call.body as object) },
    }),
    [`PUT ${LIST}/1`]: saved,
    [`PUT ${LIST}/2`]: saved,
    [`DELETE ${LIST}/2`]: { status: 204 },
  });
}

const show = () => renderPage(<DepositAddressesPage />, { path: '/admin/deposit-addresses' });

test('addresses by currency, the active one marked, the one-active rule and missing ones said', async () => {
  const calls = serveAddresses([shinhan, kookmin]);
  show();
  const krw = await screen.findByRole('region', { name: 'KRW addresses' });
  const rows = within(krw).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Shinhan Bank110-123-456789Wallet Co.Active2026-03-01 12:04');
  expect(rows[2]).toHaveTextContent('Kookmin Bank');
  expect(rows[2]).toHaveTextContent('Inactive');
  expect(
    within(defined(rows[2], 'the Kookmin row')).getByRole('button', {
      name: 'Activate: Kookmin Bank (KRW)',
    }),
  ).toBeInTheDocument();
  expect(screen.getAllByText(/at most one active address/)[0]).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'USDT addresses' })).toHaveTextContent(
    'No active address: members cannot charge in USDT.',
  );
  const nav = screen.getByRole('navigation', { name: 'Management' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual([
    '/admin/deposit-addresses',
    '/admin/exchange-rates',
    '/admin/ledger',
    '/admin/messages/templates',
    '/admin/events',
    '/admin/audit',
  ]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('the address form checks every field before anything is sent, then adds it', async () => {
  const calls = serveAddresses([]);
  show();
  await screen.findByRole('region', { name: 'KRW addresses' });
  fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a deposit address' });
  fireEvent.change(within(dialog).getByLabelText('Bank or network'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Bank or network')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    ),
  );
  expect(within(dialog).getByLabelText('Account number or address')).toHaveAccessibleDescription(
    'This field is required.',
  );
  expect(within(dialog).getByLabelText('Account holder')).toHaveAccessibleDescription(
    'This field is required.',
  );
  expect(changes(calls)).toHaveLength(0);

  fillIn(dialog, {
    Currency: 'USDT',
    'Bank or network': 'TRC-20',
    'Account number or address': 'TQ1xExampleAddress',
    'Account holder': 'Wallet Co.',
  });
  fireEvent.click(within(dialog).getByLabelText(/^Active/));
  await expectAddedOnSave(calls, dialog, {
    saved: 'The address has been added.',
    path: LIST,
    body: {
      currency: 'USDT',
      label: 'TRC-20',
      account: 'TQ1xExampleAddress',
      holder: 'Wallet Co.',
      active: true,
    },
  });
});

test('a field longer than the server accepts is refused', async () => {
  const calls = serveAddresses([shinhan]);
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit: Shinhan Bank (KRW)' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit the deposit address' });
  const holder = within(dialog).getByLabelText('Account holder');
  expect(holder).toHaveValue('Wallet Co.');
  // maxLength stops typing; a pasted or scripted value still meets the schema's limit.
  fireEvent.change(holder, { target: { value: 'x'.repeat(61) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(holder).toHaveAccessibleDescription('This is too long.'));
  expect(changes(calls)).toHaveLength(0);
});

test('activating asks first, says the other one is deactivated, then PUTs the whole address', async () => {
  const calls = serveAddresses([shinhan, kookmin]);
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Activate: Kookmin Bank (KRW)' }));
  const dialog = screen.getByRole('dialog', { name: 'Activate Kookmin Bank for KRW?' });
  expect(dialog).toHaveTextContent('The KRW address active now is deactivated.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The address has been activated.');
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: `${LIST}/2`,
      body: {
        currency: 'KRW',
        label: 'Kookmin Bank',
        account: '004-987-654321',
        holder: 'Wallet Co.',
        active: true,
      },
    }),
  ]);
});

test('after activating, the focus is on the outcome, not lost with the Activate button', async () => {
  // A server whose list shows each change, so the row's Activate becomes Deactivate.
  let addresses = [shinhan, kookmin];
  serve({
    [`GET ${LIST}`]: () => ({ status: 200, body: addresses }),
    [`PUT ${LIST}/2`]: () => {
      addresses = [
        { ...shinhan, active: false },
        { ...kookmin, active: true },
      ];
      return { status: 200, body: addresses[1] };
    },
  });
  show();
  const activate = await screen.findByRole('button', { name: 'Activate: Kookmin Bank (KRW)' });
  activate.focus();
  fireEvent.click(activate);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The address has been activated.');
  await screen.findByRole('button', { name: 'Deactivate: Kookmin Bank (KRW)' });
  expect(activate).not.toBeInTheDocument();
  expect(document.activeElement).not.toBe(document.body);
  expect(screen.getByRole('status').parentElement).toHaveFocus();
});

test('delete is confirmed; going back sends nothing', async () => {
  const calls = serveAddresses([shinhan, kookmin]);
  show();
  const remove = await screen.findByRole('button', { name: 'Delete: Kookmin Bank (KRW)' });
  expect(remove).toHaveClass(/ui-button--danger/);
  fireEvent.click(remove);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
  expect(changes(calls)).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Delete: Kookmin Bank (KRW)' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Kookmin Bank?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The address has been deleted.');
  // The row and its buttons are gone: the outcome has the focus.
  expect(screen.getByRole('status').parentElement).toHaveFocus();
  expect(changes(calls)).toEqual([
    expect.objectContaining({ method: 'DELETE', path: `${LIST}/2` }),
  ]);
});

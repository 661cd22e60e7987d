import { fireEvent, screen, within } from '@testing-library/react';
import type { Reconciliation } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';
import { queriesOf, refusal, serve, storeAdminSession } from '../../lib/test-support';
import LedgerCheckPage from './pages/LedgerCheckPage';

const RECONCILE = '/api/admin/ledger/reconcile';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const show = () => renderPage(<LedgerCheckPage />, { path: '/admin/ledger' });

test('the check runs only on demand and says when the ledger balances', async () => {
  const answer: Reconciliation = { ok: true, entries: 1234, mismatches: [] };
  const calls = serve({ [RECONCILE]: { status: 200, body: answer } });
  show();
  expect(queriesOf(calls, RECONCILE)).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Check the ledger' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The ledger balances. Entries checked: 1234; no mismatch.',
  );
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('mismatches are listed in major units', async () => {
  const answer: Reconciliation = {
    ok: false,
    entries: 50,
    mismatches: [
      {
        type: 'balance_mismatch',
        ref: 'wallet:7',
        currency: 'USD',
        expected: '123450',
        actual: '123400',
      },
      { type: 'entry_unbalanced', ref: 'entry:9', currency: 'KRW', expected: '0', actual: '1000' },
    ],
  };
  serve({ [RECONCILE]: { status: 200, body: answer } });
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Check the ledger' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Mismatches found: 2 (entries checked: 50).',
  );
  const rows = within(screen.getByRole('table', { name: 'Ledger mismatches' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(
    'Balance differs from its journalwallet:71,234.50 USD1,234.00 USD',
  );
  expect(rows[2]).toHaveTextContent('Entry does not sum to zeroentry:90 KRW1,000 KRW');
});

test('a check that cannot run says so', async () => {
  serve({ [RECONCILE]: refusal(503, 'service_unavailable') });
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Check the ledger' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The ledger check could not be run.');
});

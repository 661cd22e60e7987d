import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryRow } from '@wallet/shared/domain';
import { defined, renderPage } from '@wallet/shared/testing';
import { queriesOf, refusal, serve, storeAdminSession } from '../../lib/test-support';
import HistoryPage from './pages/HistoryPage';

const HISTORY = '/api/admin/history';

const rows: HistoryRow[] = [
  {
    id: 'request:12',
    at: '2026-03-01T04:00:00.000Z',
    kind: 'wallet_charge',
    status: 'completed',
    username: 'kim01',
    currency: 'KRW',
    amount: 138050,
    fee: 2,
    walletChange: 98,
    memo: 'Deposit seen',
    processedBy: 'admin',
  },
  {
    id: 'entry:40',
    at: '2026-03-01T03:00:00.000Z',
    kind: 'correction',
    status: null,
    username: 'lee02',
    currency: 'USD',
    amount: 12.5,
    fee: null,
    walletChange: -12.5,
    memo: 'Double credit',
    processedBy: 'admin',
  },
];

/** What the browser was asked to save. */
let saved: { blob: Blob | null; filename: string; href: string };

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
  saved = { blob: null, filename: '', href: '' };
  // jsdom has no object URLs and no downloads: record what would have been saved.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.blob = blob;
    return 'blob:history';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.filename = this.download;
    saved.href = this.href;
  });
});

afterEach(() => jest.restoreAllMocks());

/** The saved file's bytes (jsdom's Blob has no text(); a text read would also hide the BOM). */
const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const CSV = 'id,at,kind\nrequest:12,2026-03-01T04:00:00.000Z,wallet_charge\n';

function serveHistory() {
  return serve(
    {
      [`GET ${HISTORY}`]: (call) =>
        call.query.format === 'csv'
          ? {
              status: 200,
              body: CSV,
              contentType: 'text/csv; charset=utf-8',
              headers: { 'Content-Disposition': 'attachment; filename="history.csv"' },
            }
          : { status: 200, body: rows },
    },
    { [HISTORY]: () => 45 },
  );
}

test('processed transactions: requests and ledger movements, with totals and paging', async () => {
  const calls = serveHistory();
  renderPage(<HistoryPage />, { path: '/admin/history' });
  const table = await screen.findByRole('table', { name: 'Processed transactions, newest first' });
  const [, first, second] = within(table).getAllByRole('row');
  for (const text of [
    '2026-03-01 13:00',
    'kim01',
    'Wallet charge',
    'Completed',
    '138,050 KRW',
    '2.00 USD',
    '+98.00 USD',
    'Deposit seen',
    'admin',
  ]) {
    expect(first).toHaveTextContent(text);
  }
  for (const text of [
    'Balance correction',
    'Ledger entry',
    '12.50 USD',
    '−12.50 USD',
    'Double credit',
  ]) {
    expect(second).toHaveTextContent(text);
  }
  expect(screen.getByText('Found: 45')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(queriesOf(calls, HISTORY).at(-1)).toEqual({ limit: '20', offset: '20' }),
  );
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('kind, username and days filter the list', async () => {
  const calls = serveHistory();
  renderPage(<HistoryPage />, { path: '/admin/history' });
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'correction' } });
  fireEvent.change(screen.getByLabelText('Member username'), { target: { value: 'lee02' } });
  fireEvent.change(screen.getByLabelText('From (KST day)'), { target: { value: '2026-03-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(queriesOf(calls, HISTORY).at(-1)).toEqual({
      kind: 'correction',
      username: 'lee02',
      from: '2026-03-01',
      limit: '20',
      offset: '0',
    }),
  );
});

test('Download CSV fetches format=csv of the filters with the admin token and saves the file', async () => {
  const calls = serveHistory();
  renderPage(<HistoryPage />, { path: '/admin/history?kind=wallet_charge&username=kim01&page=2' });
  await screen.findByRole('table');
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByRole('status')).toHaveTextContent('history.csv has been downloaded.');
  const csvCall = calls.find((call) => call.query.format === 'csv');
  // Every match of the filters, not only the page on screen.
  expect(csvCall).toMatchObject({
    method: 'GET',
    path: HISTORY,
    authorization: 'Bearer admin-token',
    query: { kind: 'wallet_charge', username: 'kim01', format: 'csv' },
  });
  expect(csvCall?.query).not.toHaveProperty('offset');
  expect(saved.href).toBe('blob:history');
  expect(saved.filename).toBe('history.csv');
  expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
  // The UTF-8 byte order mark spreadsheets need, then the server's text.
  const bytes = await readBytes(defined(saved.blob, 'the saved blob'));
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes.slice(3))).toBe(CSV);
});

test('a CSV that cannot be fetched says so and saves nothing', async () => {
  serve({
    [`GET ${HISTORY}`]: (call) =>
      call.query.format === 'csv'
        ? refusal(503, 'service_unavailable')
        : { status: 200, body: rows },
  });
  renderPage(<HistoryPage />, { path: '/admin/history' });
  await screen.findByRole('table');
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The CSV file could not be downloaded.',
  );
  expect(URL.createObjectURL).not.toHaveBeenCalled();
});

test('no match says so; a failed list offers a retry', async () => {
  serve({ [`GET ${HISTORY}`]: { status: 200, body: [] } });
  const view = renderPage(<HistoryPage />, { path: '/admin/history' });
  expect(
    await screen.findByText('No processed transactions match these filters.'),
  ).toBeInTheDocument();
  view.unmount();
  serve({ [`GET ${HISTORY}`]: refusal(503, 'service_unavailable') });
  renderPage(<HistoryPage />, { path: '/admin/history' });
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

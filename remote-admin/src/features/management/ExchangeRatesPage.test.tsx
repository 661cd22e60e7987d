import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminExchangeRates } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';
import { changes, queriesOf, refusal, serve, storeAdminSession } from '../../lib/test-support';
import ExchangeRatesPage from './pages/ExchangeRatesPage';

const RATES = '/api/admin/exchange-rates';
const PUBLIC = '/api/exchange-rate';

const stored: AdminExchangeRates = {
  rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 },
  usdtAvailable: true,
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

function serveRates(put: 'ok' | 'fail' = 'ok') {
  let current = stored;
  return serve({
    [`GET ${RATES}`]: () => ({ status: 200, body: current }),
    [`PUT ${RATES}`]: (call) => {
      if (put === 'fail') return refusal(503, 'service_unavailable');
      current = call.body as AdminExchangeRates;
      return { status: 200, body: current };
    },
    [`GET ${PUBLIC}`]: {
      status: 200,
      body: { rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, date: '2026-03-01T03:04:00.000Z' },
    },
  });
}

const show = () => renderPage(<ExchangeRatesPage />, { path: '/admin/exchange-rates' });

test('the stored rates, USDT availability and the public change time in KST', async () => {
  serveRates();
  show();
  expect(await screen.findByLabelText('KRW per 1 USD')).toHaveValue('1380.5');
  expect(screen.getByLabelText('PHP per 1 USD')).toHaveValue('57.235');
  expect(screen.getByLabelText('USDT per 1 USD')).toHaveValue('1');
  expect(screen.getByLabelText('USDT is available for charges and withdrawals')).toBeChecked();
  expect(
    await screen.findByText("Members' rates last changed: 2026-03-01 12:04 KST"),
  ).toBeInTheDocument();
});

/** The rule a rate breaks, as the field states it. */
const ABOVE_ZERO = 'Enter a rate above 0, with at most 6 decimals (e.g. 1380.5).';

test.each([
  ['1380.1234567', 'At most 6 decimals are allowed.'],
  ['0', ABOVE_ZERO],
  ['-5', ABOVE_ZERO],
  ['abc', ABOVE_ZERO],
  ['1000000.5', 'Enter a rate of at most 1,000,000.'],
  ['', 'This field is required.'],
])('KRW %p is refused before anything is sent, naming the rule', async (value, message) => {
  const calls = serveRates();
  show();
  const krw = await screen.findByLabelText('KRW per 1 USD');
  fireEvent.change(krw, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
  await waitFor(() => expect(krw).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(krw).not.toHaveAccessibleDescription(expect.stringContaining('not valid'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toHaveLength(0);
});

test('six decimals are accepted; saving shows the changes, asks, PUTs and refreshes the public rates', async () => {
  const calls = serveRates();
  show();
  fireEvent.change(await screen.findByLabelText('KRW per 1 USD'), {
    target: { value: '1390.123456' },
  });
  fireEvent.click(screen.getByLabelText('USDT is available for charges and withdrawals'));
  fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save these exchange rates?' });
  expect(dialog).toHaveTextContent('KRW: 1,380.5 → 1,390.123456');
  expect(dialog).toHaveTextContent('PHP: 57.235 → 57.235');
  expect(dialog).toHaveTextContent('USDT: available → unavailable');
  expect(changes(calls)).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('The exchange rates have been saved.'),
  );
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: RATES,
      authorization: 'Bearer admin-token',
      body: { rates: { KRW: 1390.123456, PHP: 57.235, USDT: 1 }, usdtAvailable: false },
    }),
  ]);
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(queriesOf(calls, PUBLIC)).toHaveLength(2));
  await waitFor(() => expect(screen.getByLabelText('KRW per 1 USD')).toHaveValue('1390.123456'));
});

test('a failed save keeps the dialog open and says so', async () => {
  serveRates('fail');
  show();
  fireEvent.change(await screen.findByLabelText('PHP per 1 USD'), { target: { value: '58' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The exchange rates could not be saved.',
  );
});

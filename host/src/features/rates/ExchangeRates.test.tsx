import { act, screen, waitFor } from '@testing-library/react';
import { baseApi } from '@wallet/shared/store';
import { failsOnceThenWaits, installFakeFetch } from '@wallet/shared/testing';
import { renderWithShell } from '../../testing/render';
import { ExchangeRates } from './ExchangeRates';

// 05:30 UTC is 14:30 in Seoul.
const date = '2026-11-21T05:30:00.000Z';

test('shows Loading… until the rates arrive, then the rates and the KST date', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  installFakeFetch({
    '/api/exchange-rate': () => new Promise((resolve) => (answer = resolve)),
  });
  renderWithShell(<ExchangeRates />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  // The list stands while loading, so the footer keeps its height when the rates arrive; its grey
  // values are hidden from screen readers, which hear the status line instead.
  expect(screen.getByText('KRW').closest('dl')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('PHP').nextSibling).toHaveTextContent('');
  answer({ status: 200, body: { rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, date } });
  expect(await screen.findByText('As of 2026-11-21 14:30 KST')).toBeInTheDocument();
  expect(screen.getByText('KRW').nextSibling).toHaveTextContent('1,380.5');
  expect(screen.getByText('PHP').nextSibling).toHaveTextContent('57.235');
  expect(screen.getByText('USDT').nextSibling).toHaveTextContent('1');
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(screen.getByText('KRW').closest('dl')).not.toHaveAttribute('aria-hidden');
});

test('USDT missing: the unavailable text', async () => {
  installFakeFetch({
    '/api/exchange-rate': { status: 200, body: { rates: { KRW: 1380.5, PHP: 57.235 }, date } },
  });
  renderWithShell(<ExchangeRates />);
  expect(await screen.findByText('USDT unavailable (exchange maintenance)')).toBeInTheDocument();
  expect(screen.getByText('KRW').nextSibling).toHaveTextContent('1,380.5');
});

test('an HTML answer is a failure, not rates', async () => {
  installFakeFetch({ '/api/exchange-rate': { status: 200, body: '<!doctype html><html></html>' } });
  renderWithShell(<ExchangeRates />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Exchange rates could not be loaded.');
});

test('a JSON answer of the wrong shape is a failure too', async () => {
  installFakeFetch({ '/api/exchange-rate': { status: 200, body: { hello: 'world' } } });
  renderWithShell(<ExchangeRates />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Exchange rates could not be loaded.');
});

test('a failed call keeps its error text while it is asked again', async () => {
  const rates = failsOnceThenWaits();
  installFakeFetch({ '/api/exchange-rate': rates.route });
  const { store } = renderWithShell(<ExchangeRates />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Exchange rates could not be loaded.');
  // As when the tab regains focus: the rates are asked again.
  act(() => void store.dispatch(baseApi.util.invalidateTags(['ExchangeRate'])));
  await waitFor(() => expect(rates.asked()).toBe(2));
  expect(screen.getByRole('alert')).toHaveTextContent('Exchange rates could not be loaded.');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a failed call shows the error text', async () => {
  installFakeFetch({
    '/api/exchange-rate': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
  });
  renderWithShell(<ExchangeRates />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Exchange rates could not be loaded.');
});

import { act, screen, waitFor } from '@testing-library/react';
import { failsOnceThenWaits, installFakeFetch } from '@wallet/shared/testing';
import { renderWithShell, storeMemberSession } from '../../testing/render';
import { BALANCE_POLL_MS, HeaderBalance } from './HeaderBalance';

beforeEach(() => localStorage.clear());

test('the balance is asked again every 30 seconds, so an approval shows without a reload', async () => {
  jest.useFakeTimers();
  try {
    storeMemberSession();
    let balance = 100;
    const calls = installFakeFetch({
      '/api/users/info': () => ({ status: 200, body: { username: 'kim', balance } }),
    });
    renderWithShell(<HeaderBalance />);
    const infoCalls = () => calls.filter((c) => c.path === '/api/users/info').length;
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(infoCalls()).toBe(1);
    expect(screen.getByTestId('header-balance')).toHaveTextContent('100 USD');

    // An administrator approves a charge meanwhile.
    balance = 198;
    await act(() => jest.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1_000));
    expect(infoCalls()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(infoCalls()).toBe(2);
    expect(screen.getByTestId('header-balance')).toHaveTextContent('198 USD');
  } finally {
    jest.useRealTimers();
  }
});

test('a visitor is not polled', async () => {
  jest.useFakeTimers();
  try {
    const calls = installFakeFetch({});
    renderWithShell(<HeaderBalance />);
    await act(() => jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2));
    expect(calls.filter((c) => c.path === '/api/users/info')).toHaveLength(0);
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('until users/info answers, the figure has a place held, which screen readers hear as loading', async () => {
  storeMemberSession();
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  installFakeFetch({ '/api/users/info': () => new Promise((resolve) => (answer = resolve)) });
  renderWithShell(<HeaderBalance />);
  const figure = await screen.findByTestId('header-balance');
  expect(figure).toHaveTextContent('Loading…');
  expect(figure.querySelector('.ui-pending')).toHaveAttribute('aria-hidden', 'true');
  act(() => answer({ status: 200, body: { username: 'kim', balance: 42 } }));
  await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('42 USD'));
  expect(screen.getByTestId('header-balance')).not.toHaveTextContent('Loading…');
});

test('a failed users/info leaves no held place behind, nor while it is asked again', async () => {
  jest.useFakeTimers();
  try {
    storeMemberSession();
    // The first call fails; the next, 30 seconds later, does not answer yet.
    const info = failsOnceThenWaits();
    installFakeFetch({ '/api/users/info': info.route });
    renderWithShell(<HeaderBalance />);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(BALANCE_POLL_MS + 1_000));
    expect(info.asked()).toBe(2);
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("an administrator's session has no balance, and no place is held for one", () => {
  storeMemberSession({ token: 'admin-token', role: 'admin', expiry: Date.now() / 1000 + 3600 });
  installFakeFetch({ '/api/users/info': () => new Promise(() => undefined) });
  renderWithShell(<HeaderBalance />);
  expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
});

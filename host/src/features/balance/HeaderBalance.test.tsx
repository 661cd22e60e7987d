import { act, screen } from '@testing-library/react';
import { installFakeFetch } from '@wallet/shared/testing';
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

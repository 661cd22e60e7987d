import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '@wallet/shared/testing';
import { renderWithShell, storeMemberSession } from '../../testing/render';
import { MemberHeader } from './MemberHeader';

/** The header's figure has arrived (a grey bar holds its place until then). */
const balanceShown = () =>
  waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('USD'));

const info = (balance: number | null) => ({ status: 200, body: { username: 'kim', balance } });

beforeEach(() => localStorage.clear());

test('a logged-in member sees the USD balance floored, with thousands separators', async () => {
  storeMemberSession();
  installFakeFetch({
    '/api/users/info': info(1234567.99),
    '/api/messages/unread-count': { status: 200, body: { count: 0 } },
  });
  renderWithShell(<MemberHeader />);
  await balanceShown();
  expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234,567 USD');
  expect(screen.getByText('Balance')).toBeInTheDocument();
});

test('a visitor sees no balance and no call is made for it', async () => {
  const calls = installFakeFetch({});
  renderWithShell(<MemberHeader />);
  await screen.findByRole('navigation', { name: 'Main menu' });
  expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
  expect(calls.map((c) => c.path)).not.toContain('/api/users/info');
});

test.each([
  [12, '9+'],
  [10, '9+'],
  [9, '9'],
  [1, '1'],
])('%i unread messages show the badge "%s"', async (count, text) => {
  storeMemberSession();
  installFakeFetch({
    '/api/users/info': info(10),
    '/api/messages/unread-count': { status: 200, body: { count } },
  });
  renderWithShell(<MemberHeader />);
  expect(await screen.findByTestId('unread-badge')).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: `Messages ${text} unread` })).toHaveAttribute(
    'href',
    '/messages',
  );
});

test('no unread messages: no badge', async () => {
  storeMemberSession();
  const calls = installFakeFetch({
    '/api/users/info': info(10),
    '/api/messages/unread-count': { status: 200, body: { count: 0 } },
  });
  renderWithShell(<MemberHeader />);
  await balanceShown();
  expect(calls.map((c) => c.path)).toContain('/api/messages/unread-count');
  expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
});

/** Top-level menu entries and the links inside the dropdowns, in order. */
function menuEntries() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const list = nav.querySelector('ul');
  return [...(list?.children ?? [])].map((item) => {
    const top = item.querySelector('a, button');
    const inner = [...item.querySelectorAll(':scope ul a')].map((a) => a.textContent);
    return inner.length ? `${top?.textContent} [${inner.join(', ')}]` : (top?.textContent ?? '');
  });
}

test("a visitor's menu", async () => {
  installFakeFetch({});
  renderWithShell(<MemberHeader />);
  await screen.findByRole('navigation', { name: 'Main menu' });
  expect(menuEntries()).toEqual([
    'Home',
    'Registration guide',
    'Support [Notice]',
    'Messages',
    'How to play',
    'Log in',
  ]);
});

test("a member's menu", async () => {
  storeMemberSession();
  installFakeFetch({
    '/api/users/info': info(5),
    '/api/messages/unread-count': { status: 200, body: { count: 0 } },
  });
  renderWithShell(<MemberHeader />);
  await balanceShown();
  expect(menuEntries()).toEqual([
    'Home',
    'Trade [Wallet charge, Wallet withdrawal, Wallet history, Transfer request, Transfer history, Platform recharge, Platform withdrawal, Platform history]',
    'Support [Notice, 1:1 inquiry]',
    'My page',
    'Messages',
    'How to play',
    'Log out',
  ]);
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  expect(within(nav).getByRole('link', { name: 'Wallet charge', hidden: true })).toHaveAttribute(
    'href',
    '/wallet/charge',
  );
  expect(within(nav).getByRole('link', { name: 'Transfer history', hidden: true })).toHaveAttribute(
    'href',
    '/wallet/transfer/history',
  );
  expect(within(nav).getByRole('link', { name: 'Platform history', hidden: true })).toHaveAttribute(
    'href',
    '/trade/history',
  );
});

test('the hamburger button controls the menu and says whether it is open', async () => {
  installFakeFetch({});
  renderWithShell(<MemberHeader />);
  const button = screen.getByRole('button', { name: 'Menu' });
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  expect(button).toHaveAttribute('aria-controls', nav.id);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(button);
  expect(await screen.findByRole('button', { name: 'Menu', expanded: true })).toBeInTheDocument();
  expect(nav).toHaveClass('menu--open');
});

test('the language selector is labelled and offers the four languages', () => {
  installFakeFetch({});
  renderWithShell(<MemberHeader />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['English', '한국어', '中文', '日本語']);
  expect(select).toHaveValue('en');
});

test('the break-time notice is in the header', () => {
  installFakeFetch({});
  renderWithShell(<MemberHeader />);
  expect(
    screen.getByText(
      'Rest time 11:00-15:00 Korean time. The system runs normally; 1:1 inquiries are paused.',
    ),
  ).toHaveClass('member-header__break');
});

test('a dropdown opens from its button and Escape closes it, focus back on the button', async () => {
  storeMemberSession();
  installFakeFetch({
    '/api/users/info': info(5),
    '/api/messages/unread-count': { status: 200, body: { count: 0 } },
  });
  renderWithShell(<MemberHeader />);
  const trade = screen.getByRole('button', { name: 'Trade', expanded: false });
  fireEvent.click(trade);
  expect(trade).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(trade.getAttribute('aria-controls') ?? '');
  expect(list).toBeVisible();
  const charge = within(list as HTMLElement).getByRole('link', { name: 'Wallet charge' });
  charge.focus();
  fireEvent.keyDown(charge, { key: 'Escape' });
  expect(trade).toHaveAttribute('aria-expanded', 'false');
  expect(list).not.toBeVisible();
  expect(trade).toHaveFocus();
});

test('the balance is fetched again after a navigation', async () => {
  storeMemberSession();
  const calls = installFakeFetch({
    '/api/users/info': info(5),
    '/api/messages/unread-count': { status: 200, body: { count: 0 } },
  });
  renderWithShell(<MemberHeader />);
  await balanceShown();
  const infoCalls = () => calls.filter((c) => c.path === '/api/users/info').length;
  expect(infoCalls()).toBe(1);
  fireEvent.click(screen.getByRole('link', { name: 'How to play' }));
  await waitFor(() => expect(infoCalls()).toBe(2));
});

test('the unread count is asked again every 30 seconds', async () => {
  jest.useFakeTimers();
  try {
    storeMemberSession();
    const calls = installFakeFetch({
      '/api/users/info': info(5),
      '/api/messages/unread-count': { status: 200, body: { count: 2 } },
    });
    renderWithShell(<MemberHeader />);
    const unreadCalls = () => calls.filter((c) => c.path === '/api/messages/unread-count').length;
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(unreadCalls()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(unreadCalls()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(unreadCalls()).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

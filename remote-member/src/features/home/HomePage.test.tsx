import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionExpired, sessionExpiryAcknowledged } from '@wallet/shared/store';
import { failsOnceThenWaits, renderPage } from '@wallet/shared/testing';
import { fakeDateOnly } from '../../testing/clock';
import {
  HOSTILE_HTML,
  inboxMessage,
  installContentFetch,
  notice,
  popupEvent,
} from '../../testing/content';
import { depositAddresses, moneyRequest, storeMemberSession } from '../../testing/money';
import HomePage from './pages/HomePage';

const userInfo = {
  username: 'kim01',
  realName: 'Kim Minsu',
  balance: 1234.5,
  held: 40,
};

const NO_POPUPS = { '/api/events/active': { status: 200, body: [] } };

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('a visitor', () => {
  test('reads what the site is, and "Create an account" comes first', async () => {
    const { calls } = installContentFetch(NO_POPUPS);
    renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Member Wallet' }),
    ).toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register).toHaveAttribute('href', '/register');
    expect(register).toHaveClass('ui-button--primary');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Read the registration guide' })).toHaveAttribute(
      'href',
      '/guide',
    );
    expect(screen.getByRole('link', { name: 'Read how it all works' })).toHaveAttribute(
      'href',
      '/how-to-play',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The platforms we serve',
      'Start in three steps',
      'Fees in brief',
    ]);
    const start = screen.getByRole('region', { name: 'Start in three steps' });
    expect(within(start).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Fees in brief' })).toHaveTextContent(
      'Charging: 2% fee, at least 40.00 USD.',
    );
    expect(screen.getByRole('region', { name: 'The platforms we serve' })).toHaveTextContent(
      'X-Poker in Korean won (KRW)',
    );
    // Only the public popups are asked for, without a token.
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/api/events/active', authorization: null });
  });
});

describe('a member', () => {
  beforeEach(storeMemberSession);

  test('sees their name and wallet figures from users/info', async () => {
    installContentFetch({ ...NO_POPUPS, '/api/users/info': { status: 200, body: userInfo } });
    renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Kim Minsu' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('home-available')).toHaveTextContent('1,234.50 USD');
    expect(screen.getByTestId('home-held')).toHaveTextContent('40.00 USD');
  });

  test('sees the summary stand while users/info loads, its name and figures held by grey bars', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    installContentFetch({
      ...NO_POPUPS,
      '/api/users/info': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage(<HomePage />);
    // The card and its labels are there from the start, so nothing below them moves later.
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByText('Your wallet')).toBeInTheDocument();
    expect(screen.getByTestId('home-available').querySelector('.ui-pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    act(() => answer({ status: 200, body: userInfo }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Kim Minsu' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('home-available')).toHaveTextContent('1,234.50 USD');
  });

  test('whose summary could not be loaded keeps being told so while it is asked again', async () => {
    const info = failsOnceThenWaits();
    installContentFetch({ ...NO_POPUPS, '/api/users/info': info.route });
    renderPage(<HomePage />);
    expect(await screen.findByText('Your wallet summary could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(info.asked()).toBe(2));
    expect(screen.getByText('Your wallet summary could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Loading…' })).not.toBeInTheDocument();
  });

  test('whose summary cannot be loaded is told so', async () => {
    installContentFetch({
      ...NO_POPUPS,
      '/api/users/info': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
    });
    renderPage(<HomePage />);
    expect(await screen.findByText('Your wallet summary could not be loaded.')).toBeInTheDocument();
  });

  test('sees the pending request, the latest notices and the latest messages', async () => {
    const { sent } = installContentFetch(
      {
        ...NO_POPUPS,
        '/api/users/info': { status: 200, body: userInfo },
        '/api/requests/pending': { status: 200, body: { request: moneyRequest() } },
        '/api/deposit-addresses': { status: 200, body: depositAddresses.slice(0, 1) },
      },
      {
        '/api/notices': {
          rows: [
            notice({ id: 1, title: 'Deposit accounts changed', pinned: true }),
            notice({ id: 2, title: 'New platform soon' }),
            notice({ id: 3 }),
          ],
          total: 12,
        },
        '/api/messages': {
          rows: [inboxMessage({ id: 8, subject: 'Your charge was received' })],
          total: 1,
        },
      },
    );
    renderPage(<HomePage />);

    const pendingCard = await screen.findByRole('region', { name: 'Request in progress' });
    expect(pendingCard).toHaveTextContent('CH7K2Q');
    expect(pendingCard).toHaveTextContent('Wallet charge');
    expect(within(pendingCard).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();

    const notices = await screen.findByRole('list', { name: 'Latest notices' });
    expect(
      within(notices)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/support/notice/1', '/support/notice/2', '/support/notice/3']);
    expect(within(notices).getAllByRole('listitem')[0]).toHaveTextContent('Pinned');
    expect(screen.getByRole('link', { name: 'All notices' })).toHaveAttribute(
      'href',
      '/support/notice',
    );

    const messages = await screen.findByRole('list', { name: 'Latest messages' });
    expect(
      within(messages).getByRole('link', { name: 'Your charge was received' }),
    ).toHaveAttribute('href', '/messages/8');
    expect(messages).toHaveTextContent('Unread');
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');

    const asked = (path: string) =>
      sent
        .filter((url) => url.pathname === path)
        .map((url) => Object.fromEntries(url.searchParams));
    expect(asked('/api/notices')).toEqual([{ limit: '3', offset: '0' }]);
    expect(asked('/api/messages')).toEqual([{ limit: '3', offset: '0' }]);
  });

  test('with nothing pending and nothing yet: no request card, and the empty words', async () => {
    installContentFetch(
      {
        ...NO_POPUPS,
        '/api/users/info': { status: 200, body: userInfo },
        '/api/requests/pending': { status: 200, body: { request: null } },
      },
      { '/api/notices': { rows: [] }, '/api/messages': { rows: [] } },
    );
    renderPage(<HomePage />);
    expect(await screen.findByText('There are no notices yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Request in progress' })).not.toBeInTheDocument();
  });
});

describe('popups', () => {
  const bonus = popupEvent({
    id: 1,
    title: 'First deposit bonus',
    imageUrl: '/images/bonus.png',
  });
  const maintenance = popupEvent({
    id: 2,
    title: 'Maintenance tonight',
    content: '<p>From 02:00 to 02:30.</p>',
  });
  const showPopups = (events: unknown[]) =>
    installContentFetch({ '/api/events/active': { status: 200, body: events } });

  test('a live popup opens in a dialog that takes the focus and gives it back on Close', async () => {
    showPopups([bonus]);
    renderPage(
      <>
        <button type="button">Before</button>
        <HomePage />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    expect(dialog).toHaveTextContent('10% on your first charge this week.');
    expect(within(dialog).getByRole('img', { name: 'First deposit bonus' })).toHaveAttribute(
      'src',
      '/images/bonus.png',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    // Closing is for this visit only: nothing is remembered.
    expect(localStorage.getItem('popup-hidden:1')).toBeNull();
  });

  test('a popup gives way while the "session expired" notice is open, then comes back', async () => {
    showPopups([bonus]);
    const { store } = renderPage(<HomePage />);
    expect(await screen.findByRole('dialog', { name: 'First deposit bonus' })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionExpired('member'));
    });
    expect(screen.queryByRole('dialog', { name: 'First deposit bonus' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(sessionExpiryAcknowledged());
    });
    expect(await screen.findByRole('dialog', { name: 'First deposit bonus' })).toBeInTheDocument();
  });

  test('several popups page with next and previous, "1 of 2"', async () => {
    showPopups([bonus, maintenance]);
    renderPage(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    expect(dialog).toHaveTextContent('1 of 2');
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).toHaveTextContent(
      'From 02:00 to 02:30.',
    );
    expect(dialog).toHaveTextContent('2 of 2');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'First deposit bonus' })).toBeInTheDocument();
  });

  test('"Don\'t show again today" hides that popup through a reload, until the next day', async () => {
    fakeDateOnly('2026-11-21T03:00:00Z');
    showPopups([bonus, maintenance]);
    const first = renderPage(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Don't show again today" }));
    // The other one takes its place.
    expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).not.toHaveTextContent(
      '1 of',
    );
    expect(Number(localStorage.getItem('popup-hidden:1'))).toBeGreaterThan(Date.now());
    first.unmount();

    // A reload the same day: only the other popup.
    const second = renderPage(<HomePage />);
    expect(await screen.findByRole('dialog', { name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(screen.queryByText('First deposit bonus')).not.toBeInTheDocument();
    second.unmount();

    // The next day it is back, and the old entry is gone.
    fakeDateOnly('2026-11-22T03:00:00Z');
    renderPage(<HomePage />);
    expect(await screen.findByRole('dialog', { name: 'First deposit bonus' })).toBeInTheDocument();
    expect(localStorage.getItem('popup-hidden:1')).toBeNull();
  });

  test('hiding the only popup closes the dialog', async () => {
    showPopups([maintenance]);
    renderPage(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Don't show again today" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a script or an event handler in a popup never reaches the page', async () => {
    showPopups([popupEvent({ content: HOSTILE_HTML })]);
    renderPage(<HomePage />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('member')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});

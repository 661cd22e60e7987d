import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { baseApi } from '@wallet/shared/store';
import { defined, renderPage } from '@wallet/shared/testing';
import { HOSTILE_HTML, inboxMessage, installContentFetch } from '../../testing/content';
import { startEachTestAsMember } from '../../testing/money';
import InboxPage from './pages/InboxPage';
import MessagePage from './pages/MessagePage';

// The shell's header badge, as it subscribes: a query that provides 'UnreadCount'.
const badgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testUnreadBadge: build.query<{ count: number }, void>({
      query: () => '/messages/unread-count',
      providesTags: ['UnreadCount'],
    }),
  }),
});
function Badge() {
  const { data } = badgeApi.useTestUnreadBadgeQuery();
  return <p data-testid="badge">{data?.count ?? '…'}</p>;
}

function Pages() {
  return (
    <Routes>
      <Route path="/messages" element={<InboxPage />} />
      <Route path="/messages/:id" element={<MessagePage />} />
    </Routes>
  );
}

startEachTestAsMember();

const unread = inboxMessage({ id: 8, subject: 'Your withdrawal was rejected', read: false });
const read = inboxMessage({
  id: 7,
  subject: 'Welcome aboard',
  read: true,
  date: '2026-11-20T22:05:00.000Z',
});

test('the inbox lists subject, Korean time and read or unread in words', async () => {
  const { sent } = installContentFetch({}, { '/api/messages': { rows: [unread, read] } });
  renderPage(<Pages />, { path: '/messages' });
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Your messages, newest first' });
  const items = within(list).getAllByRole('listitem');
  const first = defined(items[0], 'the first message');
  const second = defined(items[1], 'the second message');
  expect(within(first).getByRole('link', { name: 'Your withdrawal was rejected' })).toHaveAttribute(
    'href',
    '/messages/8',
  );
  expect(first).toHaveTextContent('Unread');
  expect(first).toHaveTextContent('2026-11-21 14:30 KST');
  expect(first).toHaveClass('content-list__item--unread');
  expect(second).toHaveTextContent('Read');
  expect(second).toHaveTextContent('2026-11-21 07:05 KST');
  expect(second).not.toHaveClass('content-list__item--unread');
  expect(Object.fromEntries(defined(sent[0], 'the inbox request').searchParams)).toEqual({
    limit: '20',
    offset: '0',
  });
});

test('the inbox pages with X-Total-Count, the page kept in the address', async () => {
  const rows = Array.from({ length: 20 }, (_, i) => inboxMessage({ id: 100 - i }));
  const { sent } = installContentFetch({}, { '/api/messages': { rows, total: 25 } });
  renderPage(<Pages />, { path: '/messages' });
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(sent.map((url) => url.searchParams.get('offset'))).toEqual(['0', '20']);
});

test('an empty inbox says so; a failed one offers a retry', async () => {
  let fail = true;
  installContentFetch(
    {
      '/api/messages': () =>
        fail
          ? { status: 503, body: { error: 'service_unavailable', message: 'x' } }
          : { status: 200, body: [] },
    },
    {},
  );
  renderPage(<Pages />, { path: '/messages' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This could not be loaded. Check your connection and try again.',
  );
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('You have no messages yet.')).toBeInTheDocument();
});

test('opening a message shows it and makes the unread badge ask again at once', async () => {
  const { calls } = installContentFetch({
    '/api/messages/unread-count': { status: 200, body: { count: 1 } },
    '/api/messages/8': {
      status: 200,
      body: { ...unread, read: true, content: '<p>The reason is in the memo.</p>' },
    },
  });
  renderPage(
    <>
      <Badge />
      <Pages />
    </>,
    { path: '/messages/8' },
  );
  const badgeCalls = () => calls.filter((c) => c.path === '/api/messages/unread-count').length;
  await waitFor(() => expect(badgeCalls()).toBe(1));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your withdrawal was rejected' }),
  ).toBeInTheDocument();
  expect(screen.getByText('The reason is in the memo.')).toBeInTheDocument();
  expect(screen.getByText('2026-11-21 14:30 KST')).toBeInTheDocument();
  await waitFor(() => expect(badgeCalls()).toBe(2));
  expect(calls.find((c) => c.path === '/api/messages/8')?.authorization).toBe(
    'Bearer member-token',
  );

  fireEvent.click(screen.getByRole('link', { name: 'Back to your messages' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
});

test('a script or an event handler in a message never reaches the page', async () => {
  installContentFetch({
    '/api/messages/8': { status: 200, body: { ...unread, content: HOSTILE_HTML } },
  });
  const { container } = renderPage(<Pages />, { path: '/messages/8' });
  expect(await screen.findByText('member')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.innerHTML).not.toContain('hacked');
});

test("a message that is not the member's (404) is not found, with the way back", async () => {
  installContentFetch({});
  renderPage(<Pages />, { path: '/messages/99' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This message could not be found.');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your messages' })).toHaveAttribute(
    'href',
    '/messages',
  );
});

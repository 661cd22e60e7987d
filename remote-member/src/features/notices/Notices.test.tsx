import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { installFakeFetch, renderPage, type FakeAnswer } from '@wallet/shared/testing';
import { HOSTILE_HTML, installContentFetch, notice } from '../../testing/content';
import NoticePage from './pages/NoticePage';
import NoticesPage from './pages/NoticesPage';

function Pages() {
  return (
    <Routes>
      <Route path="/support/notice" element={<NoticesPage />} />
      <Route path="/support/notice/:id" element={<NoticePage />} />
    </Routes>
  );
}

beforeEach(() => localStorage.clear());

const pinned = notice({ id: 1, title: 'Deposit accounts changed', pinned: true });
const newest = notice({
  id: 5,
  title: 'New platform soon',
  created_at: '2026-11-22T03:00:00.000Z',
});
const older = notice({ id: 3 });

test('a visitor reads the notices in the order served, pinned ones first and marked', async () => {
  const { calls } = installContentFetch({}, { '/api/notices': { rows: [pinned, newest, older] } });
  renderPage(<Pages />, { path: '/support/notice' });
  expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Notices, pinned first, then newest' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
    'Deposit accounts changed',
    'New platform soon',
    'Maintenance on Sunday',
  ]);
  expect(items[0]).toHaveTextContent('Pinned');
  expect(items[1]).not.toHaveTextContent('Pinned');
  expect(items[1]).toHaveTextContent('2026-11-22 12:00 KST');
  // Public: no login, no token.
  expect(calls[0]).toMatchObject({ path: '/api/notices', authorization: null });
});

test('a notice shows its title, date and content, and leads back to the list', async () => {
  installContentFetch({
    '/api/notices/1': {
      status: 200,
      body: { ...pinned, content: '<p>Use the <strong>new</strong> account from today.</p>' },
    },
  });
  renderPage(<Pages />, { path: '/support/notice/1' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Deposit accounts changed' }),
  ).toBeInTheDocument();
  expect(screen.getByText('new', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByText('2026-11-20 10:00 KST')).toBeInTheDocument();
  expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Back to the notices' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
});

test('a script or an event handler in a notice never reaches the page', async () => {
  installContentFetch({
    '/api/notices/3': { status: 200, body: { ...older, content: HOSTILE_HTML } },
  });
  const { container } = renderPage(<Pages />, { path: '/support/notice/3' });
  expect(await screen.findByText('member')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.innerHTML).not.toContain('hacked');
});

test('no notices yet, a missing notice, and a notice that failed to load', async () => {
  let fail = true;
  installContentFetch(
    {
      '/api/notices/3': () =>
        fail
          ? { status: 503, body: { error: 'service_unavailable', message: 'x' } }
          : { status: 200, body: older },
    },
    { '/api/notices': { rows: [] } },
  );
  const first = renderPage(<Pages />, { path: '/support/notice' });
  expect(await screen.findByText('There are no notices yet.')).toBeInTheDocument();
  first.unmount();

  const second = renderPage(<Pages />, { path: '/support/notice/4' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This notice could not be found.');
  second.unmount();

  renderPage(<Pages />, { path: '/support/notice/3' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Maintenance on Sunday' }),
  ).toBeInTheDocument();
});

test("while the server has not answered, the list's skeleton stands where the notices will be", async () => {
  let answer: ((rows: FakeAnswer) => void) | undefined;
  installFakeFetch(
    { '/api/notices': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
    { '/api/notices': () => 1 },
  );
  renderPage(<Pages />, { path: '/support/notice' });
  // Grey rows for the eye (hidden from screen readers), "Loading…" for screen readers.
  const skeleton = screen.getByRole('status');
  expect(skeleton).toHaveTextContent(/^Loading…$/);
  expect(skeleton).toHaveClass('ui-skeleton');
  expect(skeleton.querySelectorAll('.ui-skeleton__line[aria-hidden="true"]')).toHaveLength(5);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByText('There are no notices yet.')).not.toBeInTheDocument();

  // The list was asked for and is still unanswered: the skeleton stays until the answer comes.
  await waitFor(() => expect(answer).toBeDefined());
  expect(screen.getByRole('status')).toHaveClass('ui-skeleton');
  answer?.({ status: 200, body: [pinned] });
  const list = await screen.findByRole('list', { name: 'Notices, pinned first, then newest' });
  expect(within(list).getByRole('link', { name: 'Deposit accounts changed' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined, installFakeFetch, renderPage, type FakeAnswer } from '@wallet/shared/testing';
import type { ReactNode } from 'react';
import { asTheShellShowsIt } from '../../lib/test-routing';
import UsersListPage from './pages/UsersListPage';
import { member, queriesOf, recordUrls, storeAdminSession } from './test-support';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

/** `count` members, newest (highest id) first; the first is pending. */
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    member({ id: 100 - i, username: `user${100 - i}`, status: i === 0 ? 'pending' : 'approved' }),
  );

/** The fake fetch cannot set headers; answer with a real Response that carries X-Total-Count. */
function answerWithTotal(rows: unknown[], total: number) {
  const inner = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== '/api/admin/users') return inner(request);
    await inner(request.clone());
    return new Response(JSON.stringify(rows), {
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) },
    });
  };
}

function showList(
  rows: unknown[],
  total: number,
  path = '/admin/users',
  shown: (page: ReactNode) => ReactNode = (page) => page,
) {
  const calls = installFakeFetch({ '/api/admin/users': { status: 200, body: rows } });
  const urls = recordUrls();
  answerWithTotal(rows, total);
  renderPage(shown(<UsersListPage />), { path });
  return { calls, urls };
}

const listQueries = (urls: URL[]) => queriesOf(urls, '/api/admin/users');

test('the first page: 20 newest members, their fields, links, and "page 1 of 3"', async () => {
  const { calls, urls } = showList(rowsOf(20), 45);
  const table = await screen.findByRole('table', { name: 'Members, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(21);
  expect(
    within(defined(rows[1], 'the first member row')).getByRole('link', { name: 'user100' }),
  ).toHaveAttribute('href', '/admin/users/100');
  expect(rows[1]).toHaveTextContent('Kim Minsu');
  expect(rows[1]).toHaveTextContent('kim@example.com');
  expect(rows[1]).toHaveTextContent('Pending');
  expect(rows[1]).toHaveTextContent('1,234.50');
  expect(rows[1]).toHaveTextContent('2026-03-01 12:04');
  expect(rows[2]).toHaveTextContent('Approved');
  expect(screen.getByText('Members found: 45')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(listQueries(urls)).toEqual([{ limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('next and previous page ask for the right offset', async () => {
  const { urls } = showList(rowsOf(20), 45);
  fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(listQueries(urls).map((q) => q.offset)).toEqual(['0', '20', '40']);
});

test('the status filter and the search go into the query and restart at page 1', async () => {
  const { urls } = showList(rowsOf(3), 3, '/admin/users?page=2');
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
  await waitFor(() =>
    expect(listQueries(urls).at(-1)).toEqual({ status: 'pending', limit: '20', offset: '0' }),
  );
  fireEvent.change(screen.getByLabelText('Username or name'), { target: { value: ' kim ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(listQueries(urls).at(-1)).toEqual({
      status: 'pending',
      q: 'kim',
      limit: '20',
      offset: '0',
    }),
  );
  expect(listQueries(urls)[0]).toEqual({ limit: '20', offset: '20' });
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
  await waitFor(() =>
    expect(listQueries(urls).at(-1)).toEqual({ q: 'kim', limit: '20', offset: '0' }),
  );
});

test('a search typed before a status is picked stays in its box and is searched with it', async () => {
  const { urls } = showList(rowsOf(3), 3, '/admin/users', asTheShellShowsIt);
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('Username or name'), { target: { value: 'kim' } });
  // The shell re-creates the page for the new address; the typing goes on to the new page.
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
  await waitFor(() => expect(listQueries(urls).at(-1)?.status).toBe('approved'));
  expect(screen.getByLabelText('Username or name')).toHaveValue('kim');
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(listQueries(urls).at(-1)).toEqual({
      status: 'approved',
      q: 'kim',
      limit: '20',
      offset: '0',
    }),
  );
});

test('no match says so, in the quiet empty state every list uses', async () => {
  showList([], 0);
  const note = await screen.findByText('No members match these filters.');
  expect(note.closest('.ui-empty')).not.toBeNull();
  expect(note.closest('[role="alert"]')).toBeNull();
  // Nothing to page through: no pager with two dead buttons.
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});

test('a list that cannot be loaded says so, with a retry', async () => {
  installFakeFetch({
    '/api/admin/users': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
  });
  renderPage(<UsersListPage />, { path: '/admin/users' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The member list could not be loaded.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test("while the server has not answered, the list's skeleton stands where the rows will be", async () => {
  let answer: ((rows: FakeAnswer) => void) | undefined;
  installFakeFetch(
    { '/api/admin/users': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
    { '/api/admin/users': () => 2 },
  );
  renderPage(<UsersListPage />, { path: '/admin/users' });
  // Grey rows for the eye (hidden from screen readers), "Loading…" for screen readers.
  const skeleton = screen.getByRole('status');
  expect(skeleton).toHaveTextContent(/^Loading…$/);
  expect(skeleton).toHaveClass('ui-skeleton');
  expect(skeleton.querySelectorAll('.ui-skeleton__line[aria-hidden="true"]')).toHaveLength(5);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText('No members match these filters.')).not.toBeInTheDocument();

  // The list was asked for and is still unanswered: the skeleton stays until the answer comes.
  await waitFor(() => expect(answer).toBeDefined());
  expect(screen.getByRole('status')).toHaveClass('ui-skeleton');
  answer?.({ status: 200, body: rowsOf(2) });
  expect(await screen.findByRole('table', { name: 'Members, newest first' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the search takes at most the 50 characters the server accepts', async () => {
  showList(rowsOf(3), 3);
  await screen.findByRole('table');
  expect(screen.getByLabelText('Username or name')).toHaveAttribute('maxlength', '50');
});

test('a page past the end goes to the last page instead of "page 99 of 3"', async () => {
  const { urls } = showList(rowsOf(5), 45, '/admin/users?status=approved&page=99');
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.queryByText(/Page 99/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(listQueries(urls)).toEqual([
    { status: 'approved', limit: '20', offset: '1960' },
    { status: 'approved', limit: '20', offset: '40' },
  ]);
});

test('a page past the end of an empty list goes back to the first page', async () => {
  const { urls } = showList([], 0, '/admin/users?q=nobody&page=4');
  expect(await screen.findByText('No members match these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  expect(listQueries(urls).at(-1)).toEqual({ q: 'nobody', limit: '20', offset: '0' });
});

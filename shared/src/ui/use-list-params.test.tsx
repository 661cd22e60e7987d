import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { stillComing, useListParams } from './use-list-params';

function TwoChangesAtOnce() {
  const { filters, go } = useListParams(['status', 'q'] as const);
  return (
    <>
      <p>{`status=${filters.status} q=${filters.q}`}</p>
      <button
        type="button"
        onClick={() => {
          // A status picked and Search pressed before the first change has arrived.
          go({ status: 'approved' });
          go({ q: 'kim' });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => go({ page: 3 })}>
        Page 3
      </button>
    </>
  );
}

/** The list at `path` behind a data router, as in the shell. */
function renderList(path: string) {
  const router = createMemoryRouter([{ path: '/admin/users', element: <TwoChangesAtOnce /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

test('a second change made before the first has arrived keeps the first', async () => {
  const currentLocation = renderList('/admin/users');
  fireEvent.click(screen.getByRole('button', { name: 'Both' }));
  expect(await screen.findByText('status=approved q=kim')).toBeInTheDocument();
  expect(currentLocation()).toBe('/admin/users?status=approved&q=kim');
});

test('paging keeps the filters, and a later change builds on the address shown', async () => {
  const currentLocation = renderList('/admin/users?q=lee');
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('status= q=lee')).toBeInTheDocument();
  expect(currentLocation()).toBe('/admin/users?q=lee&page=3');
});

function StatusSearchAndPage() {
  const { filters, page, go } = useListParams(['status', 'q'] as const);
  return (
    <>
      <p>{`status=${filters.status} q=${filters.q} page=${page}`}</p>
      <button type="button" onClick={() => go({ status: 'approved' })}>
        Status
      </button>
      <button type="button" onClick={() => go({ q: 'kim' })}>
        Search
      </button>
      <button type="button" onClick={() => go({ page: 3 })}>
        Page 3
      </button>
    </>
  );
}

test('a change made while the one before it is still being shown builds on the newest', async () => {
  // The shell's root loader runs before every navigation; here each run waits to be let go.
  const loaderRuns: Array<() => void> = [];
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => new Promise<null>((resolve) => loaderRuns.push(() => resolve(null))),
        children: [{ path: 'admin/users', element: <StatusSearchAndPage /> }],
      },
    ],
    { initialEntries: ['/admin/users'], hydrationData: { loaderData: { root: null } } },
  );
  render(<RouterProvider router={router} />);

  fireEvent.click(screen.getByRole('button', { name: 'Status' }));
  // The status arrives in the router, and before the page has shown it, Search is pressed. That
  // arrival is outside act() on purpose (act would show it at once), which React reports.
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loaderRuns[0]?.();
  while (router.state.location.search !== '?status=approved') await Promise.resolve();
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  report.mockRestore();
  // The page now shows the status while the search is still on its way; then Page 3.
  await act(async () => undefined);
  expect(screen.getByText('status=approved q= page=1')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  await act(async () => {
    for (const run of loaderRuns) run();
  });

  expect(await screen.findByText('status=approved q=kim page=3')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?status=approved&q=kim&page=3');
});

test('an older address shown late leaves the newer ones asked for still coming', () => {
  const status = 'status=rejected';
  const search = 'status=rejected&username=kim';
  // The status is shown after Search was pressed: the search is still on its way.
  expect(stillComing([status, search], status)).toEqual([search]);
  // The search is shown: nothing more is coming.
  expect(stillComing([status, search], search)).toEqual([]);
  // An address this page did not ask for (back, a link): nothing it asked for is coming.
  expect(stillComing([status, search], 'page=2')).toEqual([]);
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import type { RemoteModule } from '@wallet/shared/contracts';
import { makeStore, memberLoggedIn, sessionExpired } from '@wallet/shared/store';
import {
  forgetRemote,
  pageLoad,
  RELEASE_CHECK_INTERVAL_MS,
  resetRemoteLoads,
  resetRemoteRegistration,
} from '../features/remotes';
import { installFakeFetch, type FakeAnswer } from '@wallet/shared/testing';
import { renderApp, storeMemberSession } from '../testing/render';

// jest has no webpack, so no shared scope and no remote containers: the remotes are faked here so
// the shell is tested on its own. The shell's own shared packages are what its build would have
// registered; the version matching is the real one.
jest.mock('../features/remotes/webpack-container', () => ({
  // What the shell's build registers in webpack's shared scope (output.uniqueName wallet_host).
  sharedScope: () => ({
    react: { '19.3.1': { from: 'wallet_host' } },
    '@wallet/shared/store': { '1.0.0': { from: 'wallet_host' } },
  }),
  loadExposedModule: jest.fn(),
}));

const fakeMember: RemoteModule = {
  routes: [
    { path: '/', guard: 'public', Component: () => <h1>Fake home</h1> },
    { path: '/mypage', guard: 'member', Component: () => <h1>Fake my page</h1> },
    { path: '*', guard: 'public', Component: () => <h1>Fake not found</h1> },
  ],
};
const fakeAdmin: RemoteModule = {
  routes: [{ path: '/admin/dashboard', guard: 'admin', Component: () => <h1>Fake dashboard</h1> }],
};

const { loadExposedModule } = jest.requireMock<{
  loadExposedModule: jest.Mock<Promise<unknown>, [string, string, string, () => void]>;
}>('../features/remotes/webpack-container');
/** The remote entries the shell loaded (their remoteEntry.js addresses), in order. */
const loadedEntries = () => loadExposedModule.mock.calls.map(([entry]) => entry);
const remoteMap = {
  member: '/remotes/member/1.0.0-r1/mf-manifest.json',
  admin: '/remotes/admin/1.0.0-a1/mf-manifest.json',
};
/** A remote's mf-manifest.json, built as `version` against @wallet/shared `range`. */
const manifest = (range: string, version = '1.0.0', name = 'member'): FakeAnswer => ({
  status: 200,
  body: {
    id: name,
    name,
    metaData: {
      buildInfo: { buildVersion: version, buildName: `@wallet/remote-${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
      {
        name: '@wallet/shared/store',
        version: range.replace(/^\^/, ''),
        requiredVersion: range,
        singleton: true,
      },
    ],
  },
});
const shellApi: Record<string, FakeAnswer> = {
  '/mf-remotes.json': { status: 200, body: remoteMap },
  '/remotes/member/1.0.0-r1/mf-manifest.json': manifest('^1.0.0'),
  '/remotes/member/1.0.1-r2/mf-manifest.json': manifest('^1.0.0', '1.0.1'),
  '/remotes/admin/1.0.0-a1/mf-manifest.json': manifest('^1.0.0', '1.0.0', 'admin'),
  '/api/exchange-rate': {
    status: 200,
    body: { rates: { KRW: 1380.5, PHP: 57.235 }, date: '2026-11-21T05:30:00Z' },
  },
  '/api/users/info': { status: 200, body: { username: 'kim', balance: 10 } },
  '/api/messages/unread-count': { status: 200, body: { count: 0 } },
};
/** The federated modules the shell loaded ('member/routes'): container name, then exposed key. */
const requestedRemotes = () =>
  loadExposedModule.mock.calls.map(
    ([, globalName, exposed]) => `${globalName}/${exposed.slice(2)}`,
  );

let alert: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  forgetRemote('member');
  forgetRemote('admin');
  resetRemoteRegistration();
  resetRemoteLoads();
  loadExposedModule.mockReset();
  // The container "starts" (the shell then keeps its release), then gives its routes.
  loadExposedModule.mockImplementation((_entry, globalName, _exposed, started) => {
    started();
    return Promise.resolve({ default: globalName === 'member' ? fakeMember : fakeAdmin });
  });
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

describe('remotes', () => {
  test('the member side loads the member remote from the map, never the admin one', async () => {
    installFakeFetch(shellApi);
    storeMemberSession();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    await act(() => router.navigate('/mypage'));
    expect(await screen.findByRole('heading', { name: 'Fake my page' })).toBeInTheDocument();
    // Only the remote entered is loaded, once, from the entry its published manifest names.
    expect(loadedEntries()).toEqual(['http://localhost/remotes/member/1.0.0-r1/remoteEntry.js']);
    expect(requestedRemotes()).toEqual(['member/routes']);
  });

  test('a member on an /admin path is sent to the admin login without any admin file', async () => {
    installFakeFetch(shellApi);
    storeMemberSession();
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Administrator login' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(
      'Administrator rights are needed. Please log in as an administrator.',
    );
    expect(requestedRemotes()).not.toContain('admin/routes');
    expect(JSON.stringify(loadExposedModule.mock.calls)).not.toContain('admin');
  });

  test('an administrator gets the admin remote inside the admin layout', async () => {
    installFakeFetch(shellApi);
    localStorage.setItem('admin_token', 'admin-token');
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Fake dashboard' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Administrator menu' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/admin/dashboard'],
      ['Member management', '/admin/users'],
      ['Messages', '/admin/messages/sent'],
      ['Trade requests', '/admin/trade/wallet-charge'],
      ['All requests', '/admin/requests'],
      ['Management', '/admin/deposit-addresses'],
      ['Customer center', '/admin/inquiry'],
    ]);
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(requestedRemotes()).toEqual(['admin/routes']);
    expect(loadedEntries()).toEqual(['http://localhost/remotes/admin/1.0.0-a1/remoteEntry.js']);
  });

  test('a remote that fails shows the error and Retry; the header keeps working; Retry loads again', async () => {
    installFakeFetch(shellApi);
    loadExposedModule.mockRejectedValueOnce(new Error('ChunkLoadError'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    expect(requestedRemotes()).toEqual(['member/routes', 'member/routes']);
    jest.mocked(console.error).mockRestore();
  });

  test('a remote map that cannot be read is fetched again by Retry', async () => {
    let mapAnswers = 0;
    installFakeFetch({
      ...shellApi,
      '/mf-remotes.json': () =>
        ++mapAnswers === 1 ? { status: 500, body: 'down' } : { status: 200, body: remoteMap },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    expect(mapAnswers).toBe(2);
    jest.mocked(console.error).mockRestore();
  });
});

describe('releases of a remote', () => {
  /** The map answers with whatever `published.member` is when it is asked. */
  function publishing() {
    const published = { ...remoteMap };
    const calls = installFakeFetch({
      ...shellApi,
      '/mf-remotes.json': () => ({ status: 200, body: { ...published } }),
      '/remotes/member/2.0.0-x/mf-manifest.json': manifest('^2.0.0'),
    });
    const mapReads = () => calls.filter((call) => call.path === '/mf-remotes.json').length;
    return { published, mapReads };
  }

  test('a remote built for another version of the shared package is refused before it runs; the shell stands; Retry takes the fixed map', async () => {
    const { published } = publishing();
    published.member = '/remotes/member/2.0.0-x/mf-manifest.json';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site was built for a different version of the site and cannot open right now. Try again in a moment.',
    );
    // None of its code was asked for.
    expect(requestedRemotes()).toEqual([]);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();

    // The operator rolls the map back; Retry reads it again and loads the release it names.
    published.member = remoteMap.member;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    // Only the release that fits was ever loaded.
    expect(loadedEntries()).toEqual(['http://localhost/remotes/member/1.0.0-r1/remoteEntry.js']);
    jest.mocked(console.error).mockRestore();
  });

  test('a map that names a bare remoteEntry.js is refused, so no remote runs unchecked; Retry takes the fixed map', async () => {
    const { published } = publishing();
    published.member = '/remotes/member/1.0.0-r1/remoteEntry.js';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site could not be loaded. Check your connection and try again.',
    );
    // Not loaded: without its manifest nothing could be checked.
    expect(loadExposedModule).not.toHaveBeenCalled();
    expect(logged.mock.calls.flat().map(String).join('\n')).toContain(
      "the remote map's member entry must be the address of its release's mf-manifest.json",
    );

    published.member = remoteMap.member;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    logged.mockRestore();
  });

  test('a page file of the running release that does not load asks for a reload, not a retry', async () => {
    installFakeFetch(shellApi);
    const reload = jest.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkFailed = Object.assign(new Error('Loading chunk 412 failed.'), {
      name: 'ChunkLoadError',
    });
    const Gone = lazy(() => Promise.reject(chunkFailed));
    loadExposedModule.mockResolvedValue({
      default: { routes: [{ path: '/', guard: 'public', Component: Gone }] },
    });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded, most likely because the site was just updated. Reload the page to continue; what you typed in a money form is kept.',
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
    jest.mocked(console.error).mockRestore();
  });

  test('after the member remote is re-released, the next navigation is a full load of its target', async () => {
    const { published, mapReads } = publishing();
    const open = jest.spyOn(pageLoad, 'open').mockImplementation(() => undefined);
    storeMemberSession();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-member-release', '1.0.0-r1');
    expect(document.documentElement).toHaveAttribute('data-member-version', '1.0.0');
    expect(screen.getByText('Member app 1.0.0')).toBeVisible();

    published.member = '/remotes/member/1.0.1-r2/mf-manifest.json';
    act(() => {
      void router.navigate('/mypage');
    });
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/mypage'));
    // Until the new document arrives the open page stays as it was: never a blank area, and
    // the version it shows is still the one that runs.
    expect(screen.getByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    expect(screen.getByText('Member app 1.0.0')).toBeVisible();
    expect(mapReads()).toBe(2);
    expect(requestedRemotes()).toEqual(['member/routes']);
    open.mockRestore();
  });

  test('while the same releases stay published, navigations stay in the page and read the map at most once per interval', async () => {
    const { mapReads } = publishing();
    const open = jest.spyOn(pageLoad, 'open').mockImplementation(() => undefined);
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    storeMemberSession();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Fake home' });
    await act(() => router.navigate('/mypage'));
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Fake home' })).toBeInTheDocument();
    // At start, and at the first navigation: the second came too soon to ask again.
    expect(mapReads()).toBe(2);

    now.mockReturnValue(start + RELEASE_CHECK_INTERVAL_MS);
    await act(() => router.navigate('/mypage'));
    expect(await screen.findByRole('heading', { name: 'Fake my page' })).toBeInTheDocument();
    expect(mapReads()).toBe(3);
    expect(open).not.toHaveBeenCalled();
    now.mockRestore();
    open.mockRestore();
  });
});

describe('sessions', () => {
  test('an expired member session found at start is cleared and the user goes to /login, told why', async () => {
    installFakeFetch(shellApi);
    storeMemberSession({ token: 'old', role: 'user', expiry: Math.floor(Date.now() / 1000) - 60 });
    localStorage.setItem('lang', 'en');
    const { router } = renderApp('/mypage');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect({ ...localStorage }).toEqual({ lang: 'en' });
    expect(alert).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(dialog).toHaveAccessibleDescription('Your session has expired. Please log in again.');
    // OK closes it on the login page, which stays.
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/login');
  });

  test('an expired member session is cleared in the back office without moving the administrator', async () => {
    installFakeFetch(shellApi);
    storeMemberSession({ token: 'old', role: 'user', expiry: Math.floor(Date.now() / 1000) - 60 });
    localStorage.setItem('admin_token', 'admin-token');
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Fake dashboard' })).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({ admin_token: 'admin-token' });
  });

  test('a member session that expires while browsing ends at the next navigation', async () => {
    installFakeFetch(shellApi);
    const store = makeStore();
    const soon = Math.floor(Date.now() / 1000) + 60;
    store.dispatch(memberLoggedIn({ token: 't', role: 'user', expiresAt: soon }));
    const { router } = renderApp('/', { store });
    await screen.findByRole('heading', { name: 'Fake home' });
    const now = jest.spyOn(Date, 'now').mockReturnValue((soon + 1) * 1000);
    await act(() => router.navigate('/mypage'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(store.getState().auth.memberToken).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    now.mockRestore();
  });

  test.each([
    ['member', '/login', 'Log in'],
    ['admin', '/admin/login', 'Administrator login'],
  ] as const)(
    'a %s 401 shows the session-expired dialog; OK goes to %s',
    async (kind, target, heading) => {
      installFakeFetch(shellApi);
      const { store, router } = renderApp('/');
      await screen.findByRole('heading', { name: 'Fake home' });
      act(() => {
        store.dispatch(sessionExpired(kind));
      });
      const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
      expect(dialog).toHaveAccessibleDescription('Your session has expired. Please log in again.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(target);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  test('logout clears the member keys, tells the server and goes to /login', async () => {
    const calls = installFakeFetch({ ...shellApi, 'POST /api/users/logout': { status: 204 } });
    storeMemberSession();
    localStorage.setItem('admin_token', 'admin-token');
    const { router } = renderApp('/');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('USD'));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect({ ...localStorage }).toEqual({ admin_token: 'admin-token' });
    expect(calls.find((c) => c.path === '/api/users/logout')?.authorization).toBe(
      'Bearer member-token',
    );
  });
});

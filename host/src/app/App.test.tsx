import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@wallet/shared/contracts';
import { makeStore, memberLoggedIn, sessionExpired } from '@wallet/shared/store';
import { forgetRemote, resetRemoteRegistration } from '../features/remotes';
import { installFakeFetch, type FakeAnswer } from '@wallet/shared/testing';
import { renderApp, storeMemberSession } from '../testing/render';

// Unmocked, loadRemote throws under jest (no federation runtime); the remotes are faked here so
// the shell is tested on its own.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
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

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const remoteMap = {
  member: '/remotes/member/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};
const shellApi: Record<string, FakeAnswer> = {
  '/mf-remotes.json': { status: 200, body: remoteMap },
  '/api/exchange-rate': {
    status: 200,
    body: { rates: { KRW: 1380.5, PHP: 57.235 }, date: '2026-11-21T05:30:00Z' },
  },
  '/api/users/info': { status: 200, body: { username: 'kim', balance: 10 } },
  '/api/messages/unread-count': { status: 200, body: { count: 0 } },
};
const requestedRemotes = () => loadRemoteMock.mock.calls.map(([id]) => id);

let alert: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  forgetRemote('member');
  forgetRemote('admin');
  resetRemoteRegistration();
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  loadRemoteMock.mockImplementation((id) =>
    Promise.resolve({ default: id === 'member/routes' ? fakeMember : fakeAdmin }),
  );
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
    // Only the remote entered is made known to the federation runtime.
    expect(registerRemotesMock.mock.calls).toEqual([
      [[{ name: 'member', entry: 'http://localhost/remotes/member/remoteEntry.js' }]],
    ]);
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
    expect(JSON.stringify(registerRemotesMock.mock.calls)).not.toContain('admin');
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
    expect(registerRemotesMock.mock.calls).toEqual([
      [[{ name: 'admin', entry: 'http://localhost/remotes/admin/remoteEntry.js' }]],
    ]);
  });

  test('a remote that fails shows the error and Retry; the header keeps working; Retry loads again', async () => {
    installFakeFetch(shellApi);
    loadRemoteMock.mockRejectedValueOnce(new Error('ChunkLoadError'));
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

describe('sessions', () => {
  test('an expired member session found at start is cleared and the user goes to /login', async () => {
    installFakeFetch(shellApi);
    storeMemberSession({ token: 'old', role: 'user', expiry: Math.floor(Date.now() / 1000) - 60 });
    localStorage.setItem('lang', 'en');
    const { router } = renderApp('/mypage');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect({ ...localStorage }).toEqual({ lang: 'en' });
    expect(alert).not.toHaveBeenCalled();
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
    await screen.findByTestId('header-balance');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect({ ...localStorage }).toEqual({ admin_token: 'admin-token' });
    expect(calls.find((c) => c.path === '/api/users/logout')?.authorization).toBe(
      'Bearer member-token',
    );
  });
});

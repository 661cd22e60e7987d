import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RouteGuard as GuardKind } from '@wallet/shared/contracts';
import { renderWithShell, storeMemberSession } from '../../testing/render';
import { RouteGuard } from './components/RouteGuard';

const ADMIN_ALERT = 'Administrator rights are needed. Please log in as an administrator.';
const LOGIN_ALERT = 'You need to log in to use this page.';

function visit(guard: GuardKind) {
  return renderWithShell(
    <Routes>
      <Route
        path="/page"
        element={
          <RouteGuard guard={guard}>
            <p>The page</p>
          </RouteGuard>
        }
      />
      <Route path="/login" element={<p>Member login</p>} />
      <Route path="/admin/login" element={<p>Admin login</p>} />
    </Routes>,
    { path: '/page' },
  );
}

let alert: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

/** Who is visiting, as storage holds it. */
const SESSIONS = {
  nobody: () => undefined,
  'a member': () => storeMemberSession({ token: 't', role: 'user', expiry: 4_000_000_000 }),
  'an admin role on the member login': () =>
    storeMemberSession({ token: 't', role: 'admin', expiry: 4_000_000_000 }),
  'an administrator (admin token only)': () => localStorage.setItem('admin_token', 'a'),
};
type Who = keyof typeof SESSIONS;

const refused: [GuardKind, Who, string, string][] = [
  ['admin', 'nobody', ADMIN_ALERT, 'Admin login'],
  ['admin', 'a member', ADMIN_ALERT, 'Admin login'],
  ['member', 'nobody', LOGIN_ALERT, 'Member login'],
  ['member', 'an admin role on the member login', LOGIN_ALERT, 'Member login'],
  ['member', 'an administrator (admin token only)', LOGIN_ALERT, 'Member login'],
  ['loggedIn', 'nobody', LOGIN_ALERT, 'Member login'],
  ['loggedIn', 'an administrator (admin token only)', LOGIN_ALERT, 'Member login'],
];

test.each(refused)('%s route, %s: alert and redirect', async (guard, who, message, landing) => {
  SESSIONS[who]();
  visit(guard);
  expect(await screen.findByText(landing)).toBeInTheDocument();
  expect(alert).toHaveBeenCalledTimes(1);
  expect(alert).toHaveBeenCalledWith(message);
  expect(screen.queryByText('The page')).not.toBeInTheDocument();
});

const allowed: [GuardKind, Who][] = [
  ['admin', 'an administrator (admin token only)'],
  ['member', 'a member'],
  ['loggedIn', 'a member'],
  ['loggedIn', 'an admin role on the member login'],
  ['public', 'nobody'],
];

test.each(allowed)('%s route, %s: the page opens', (guard, who) => {
  SESSIONS[who]();
  visit(guard);
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
});

import { expect, test } from '../fixtures/test';
import { ADMIN_NEEDED, alertOn, LOGIN_NEEDED } from '../fixtures/guards';
import { loginAsMember, storedKeys } from '../fixtures/session';

test('a visitor on a page that needs role user is sent to /login with an alert', async ({
  page,
}) => {
  for (const path of ['/mypage', '/messages', '/wallet/charge', '/wallet/withdraw']) {
    expect(await alertOn(page, path)).toBe(LOGIN_NEEDED);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a visitor on a page that needs a login is sent to /login with an alert', async ({ page }) => {
  for (const path of ['/wallet/history', '/wallet/transfer', '/support/inquiry']) {
    expect(await alertOn(page, path)).toBe(LOGIN_NEEDED);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('an admin page without an admin token goes to /admin/login with an alert', async ({
  page,
}) => {
  expect(await alertOn(page, '/admin/dashboard')).toBe(ADMIN_NEEDED);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await alertOn(page, '/admin/users')).toBe(ADMIN_NEEDED);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a member is let through member guards but not into the back office', async ({ page }) => {
  await loginAsMember(page);
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/mypage$/);
  expect(await alertOn(page, '/admin/dashboard')).toBe(ADMIN_NEEDED);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an expired session is cleared and the member goes to /login, told why', async ({ page }) => {
  await loginAsMember(page);
  await page.evaluate(() =>
    localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) - 60)),
  );
  await page.goto('/wallet/history');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page)).toMatchObject({ token: null, role: null, expiry: null });
  const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(dialog).toContainText('Your session has expired. Please log in again.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a dead token on a member call shows the session-expired dialog, then /login', async ({
  page,
}) => {
  await loginAsMember(page);
  const token = (await storedKeys(page)).token;
  // Off the site while the server forgets the session: a call of the open page that met the
  // dead token first would show the dialog there and leave nothing for the next load to show.
  await page.goto('about:blank');
  // The server forgets the session (as after a block or a logout elsewhere).
  const logout = await page.request.post('/api/users/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);
  await page.goto('/');
  const dialog = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your session has expired. Please log in again.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page)).toMatchObject({ token: null, role: null, expiry: null });
});

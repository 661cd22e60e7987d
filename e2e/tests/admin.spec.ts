import { expect, test } from '../fixtures/test';
import { loginAsAdmin, storedKeys } from '../fixtures/session';
import { MEMBER } from '../fixtures/site';

test('the administrator logs in and sees the dashboard cards', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The figures the server gives, and where the swapped labels put them
  // (docs/product.md §8): "today's new sign-ups" shows pendingUsers, "pending sign-ups" todayUsers.
  const summary = await page.evaluate(async () => {
    const answer = await fetch('/api/admin/summary', {
      headers: { authorization: `Bearer ${localStorage.getItem('admin_token')}` },
    });
    return (await answer.json()) as Record<string, number>;
  });
  // The seeded approved member was created today and is not pending, so the two differ.
  const { pendingUsers } = summary;
  if (pendingUsers === undefined) throw new Error('the summary has no pendingUsers');
  expect(summary.todayUsers).toBeGreaterThan(pendingUsers);
  const figure = (card: string) => page.getByRole('region', { name: card }).getByRole('paragraph');
  await expect(figure('Total members')).toHaveText(String(summary.totalUsers));
  await expect(figure("Today's new sign-ups")).toHaveText(String(summary.pendingUsers));
  await expect(figure('Pending sign-ups')).toHaveText(String(summary.todayUsers));
  await expect(figure('Pending recharges')).toHaveText(String(summary.pendingRecharge));
  await expect(figure('Pending withdrawals')).toHaveText(String(summary.pendingWithdraw));
  const keys = await storedKeys(page);
  expect(keys.admin_token).toBeTruthy();
  expect(keys.token).toBeNull();
});

// docs/product.md §5: a new site's first members can only register with the administrator's id.
test("the dashboard shows the administrator's own referral id", async ({ page }) => {
  await loginAsAdmin(page);
  const info = await page.evaluate(async () => {
    const answer = await fetch('/api/users/info', {
      headers: { authorization: `Bearer ${localStorage.getItem('admin_token')}` },
    });
    return (await answer.json()) as { referralId: string; role: string };
  });
  expect(info.role).toBe('admin');
  expect(info.referralId).toMatch(/^[A-Za-z0-9]{8}$/);
  const card = page.getByRole('region', { name: 'Your referral id' });
  await expect(card.getByTestId('admin-referral-id')).toHaveText(info.referralId);
  await expect(card).toContainText('New members enter it as the referral id when they register.');
});

test('the admin top bar has its menu entries and logout ends the session', async ({ page }) => {
  await loginAsAdmin(page);
  const bar = page.getByRole('navigation', { name: 'Administrator menu' });
  for (const entry of [
    'Home',
    'Member management',
    'Messages',
    'Trade requests',
    'All requests',
    'Management',
    'Customer center',
  ]) {
    await expect(bar.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  const token = (await storedKeys(page)).admin_token;
  await bar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await storedKeys(page)).admin_token).toBeNull();
  // The token is dead on the server too.
  const res = await page.request.get('/api/admin/summary', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(401);
});

test('a member account is refused at the admin login and nothing is stored', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(MEMBER.username);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('This is not an administrator-only account.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  const keys = await storedKeys(page);
  expect([keys.admin_token, keys.token, keys.role, keys.expiry]).toEqual([null, null, null, null]);
});

test('the admin login needs both fields', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toHaveCount(2);
});

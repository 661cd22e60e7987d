import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { ADMIN_NEEDED, alertOn, LOGIN_NEEDED } from '../fixtures/guards';
import { adminToken, bearer, createApprovedMember, ok, visitor } from '../fixtures/accounts';
import { activateDepositAddress } from '../fixtures/money';
import { loginAsAdmin, loginAsMember, storedKeys } from '../fixtures/session';
import { ADMIN, MEMBER } from '../fixtures/site';

/*
 * Where the login pages and the guards send people (docs/product.md §11, the shell's
 * guard-rules.ts and login pages), and a filtered back-office list that survives a reload
 * because its filters and page live in the address (docs/ui.md "Lists").
 */

/** Fills the member login form the page shows and sends it. */
async function submitMemberLogin(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username').fill(MEMBER.username);
  await form.getByLabel('Password').fill(MEMBER.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/*
 * The login page brings a member back to the page the guard sent them away from (with its query),
 * and the guard then lets them through without an alert.
 */
test('a visitor sent from /wallet/history?page=1 to /login logs in and lands back on that page', async ({
  page,
}) => {
  const alerts: string[] = [];
  expect(await alertOn(page, '/wallet/history?page=1')).toBe(LOGIN_NEEDED);
  await expect(page).toHaveURL(/\/login$/);
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await submitMemberLogin(page);
  await expect(page).toHaveURL(/\/wallet\/history\?page=1$/);
  await expect(page.getByRole('heading', { name: 'Wallet history', level: 1 })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(alerts).toEqual([]);
});

test('a member who opens /login directly goes home after logging in', async ({ page }) => {
  await page.goto('/login');
  await submitMemberLogin(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a logged-in member who opens /login goes home instead of seeing the form', async ({
  page,
}) => {
  await loginAsMember(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Log in' })).toHaveCount(0);
});

test('an administrator sent from /admin/audit to the login comes back to the audit log', async ({
  page,
}) => {
  expect(await alertOn(page, '/admin/audit')).toBe(ADMIN_NEEDED);
  const form = page.getByRole('form', { name: 'Administrator login' });
  await form.getByLabel('Username').fill(ADMIN.username);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
});

test('a logged-in administrator who opens /admin/login goes to the dashboard', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Administrator login' })).toHaveCount(0);
});

test('a member is refused every back-office page and meets the administrator login', async ({
  page,
}) => {
  await loginAsMember(page);
  for (const path of [
    '/admin/users',
    '/admin/trade/wallet-charge?status=pending',
    '/admin/audit',
  ]) {
    expect(await alertOn(page, path), path).toBe(ADMIN_NEEDED);
    await expect(page, path).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('form', { name: 'Administrator login' })).toBeVisible();
  }
  // The member's own session is untouched, and no administrator session was made.
  expect(await storedKeys(page)).toMatchObject({ admin_token: null, role: 'user' });
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/mypage$/);
});

/** The texts of the list's rows as the administrator reads them. */
const rowTexts = (page: Page) => page.locator('tbody tr.ui-table__row').allInnerTexts();

test('a filtered request list on page 2 keeps its filters, page and rows after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // 22 refused charges of one member: two pages of 20 under "Rejected" and their username.
  await activateDepositAddress(request, 'USD');
  const member = await createApprovedMember(request, 'navrl');
  const own = bearer(
    (
      await ok<{ token: string }>(
        await request.post('/api/users/login', {
          data: { username: member.username, password: member.password },
          headers: visitor(),
        }),
      )
    ).token,
  );
  const admin = bearer(await adminToken(request));
  for (let index = 0; index < 22; index += 1) {
    const charge = await ok<{ id: number }>(
      await request.post('/api/wallet/charges', {
        headers: { ...own, 'idempotency-key': crypto.randomUUID() },
        data: { currency: 'USD', amount: 40 + index },
      }),
    );
    await ok(
      await request.post(`/api/admin/requests/${charge.id}/reject`, {
        headers: admin,
        data: { adminMemo: 'No deposit arrived' },
      }),
    );
  }

  await loginAsAdmin(page);
  await page.goto('/admin/trade/wallet-charge');
  await expect(
    page.getByRole('heading', { name: 'Wallet charge requests', level: 1 }),
  ).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Status').selectOption({ label: 'Rejected' });
  // The shell re-creates the page for the new address; a click landing while it does is lost
  // (pressed on one page, released on the next), so the search waits for the new page.
  await expect(page).toHaveURL(/\?status=rejected$/);
  await filters.getByLabel('Member username').fill(member.username);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?status=rejected&username=${member.username}$`));
  await expect(page.getByText('Found: 22', { exact: true })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.locator('tbody tr.ui-table__row')).toHaveCount(2);
  const url = page.url();
  expect(new URL(url).searchParams.get('status')).toBe('rejected');
  expect(new URL(url).searchParams.get('username')).toBe(member.username);
  expect(new URL(url).searchParams.get('page')).toBe('2');
  const before = await rowTexts(page);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.locator('tbody tr.ui-table__row')).toHaveCount(2);
  expect(await rowTexts(page)).toEqual(before);
  await expect(filters.getByLabel('Status')).toHaveValue('rejected');
  await expect(filters.getByLabel('Member username')).toHaveValue(member.username);
});

test('a searched and filtered member list keeps its filters and rows after a reload', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/admin/users');
  const filters = page.getByRole('search', { name: 'Find members' });
  // Typed first, then the status picked: the page made for the status keeps the typing.
  await filters.getByLabel('Username or name').fill(MEMBER.username);
  await filters.getByLabel('Status').selectOption({ label: 'Approved' });
  await expect(page).toHaveURL(/\?status=approved$/);
  await expect(filters.getByLabel('Username or name')).toHaveValue(MEMBER.username);
  // The list before the search may already show that member: the search's own answer is awaited,
  // and the rows are read once they are that one member's (not a loading state in between).
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/users?') &&
      response.url().includes(`q=${MEMBER.username}`),
  );
  await filters.getByRole('button', { name: 'Search' }).click();
  await searched;
  await expect(page).toHaveURL(new RegExp(`\\?status=approved&q=${MEMBER.username}$`));
  const oneMember = [expect.stringContaining(MEMBER.username)];
  await expect.poll(() => rowTexts(page)).toEqual(oneMember);
  const before = await rowTexts(page);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`\\?status=approved&q=${MEMBER.username}$`));
  await expect.poll(() => rowTexts(page)).toEqual(oneMember);
  expect(await rowTexts(page)).toEqual(before);
  await expect(filters.getByLabel('Status')).toHaveValue('approved');
  await expect(filters.getByLabel('Username or name')).toHaveValue(MEMBER.username);
});

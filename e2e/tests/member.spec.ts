import { bearer, createApprovedMember, loginAs, ok, visitor } from '../fixtures/accounts';
import { activateDepositAddress, memberToken } from '../fixtures/money';
import type { Route } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { loginAsMember, storedKeys } from '../fixtures/session';
import { MEMBER } from '../fixtures/site';

test('a member logs in, sees the floored balance in the header, and logs out', async ({ page }) => {
  await loginAsMember(page);
  // 1,234.56 USD is shown floored with a thousands separator.
  await expect(page.getByTestId('header-balance')).toContainText('1,234');
  await expect(page.getByTestId('header-balance')).not.toContainText('1,234.56');
  const keys = await storedKeys(page);
  expect(keys.token).toBeTruthy();
  expect(keys.role).toBe('user');
  expect(Number(keys.expiry)).toBeGreaterThan(Date.now() / 1000);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Trade' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Registration guide' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  expect(await storedKeys(page)).toMatchObject({ token: null, role: null, expiry: null });
});

test('the next member in the same tab sees nothing of the last one', async ({ page, request }) => {
  const last = await createApprovedMember(request, 'lastone');
  const next = await createApprovedMember(request, 'nextone');
  const lastTitle = `Where is my charge, ${last.username}?`;
  await ok(
    await request.post('/api/users/inquiries', {
      headers: bearer(await memberToken(request, last)),
      data: { category: 'money', title: lastTitle, content: '' },
    }),
  );
  await loginAs(page, last.username, last.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const openInquiries = async () => {
    await menu.getByRole('button', { name: 'Support' }).click();
    await menu.getByRole('link', { name: '1:1 inquiry' }).click();
    await expect(page).toHaveURL(/\/support\/inquiry$/);
  };
  await openInquiries();
  await expect(page.getByRole('main')).toContainText(lastTitle);
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The next member logs in on the same page, with no reload, and opens the same list. Their
  // answers are held back, so whatever the page shows meanwhile can only be what the tab kept.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/users/inquiries*', (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  await page.getByLabel('Username').fill(next.username);
  await page.getByLabel('Password').fill(next.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openInquiries();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(lastTitle);

  holding = false;
  // A held call the page has given up on meanwhile (its time limit) has nothing to continue.
  for (const route of held) await route.continue().catch(() => undefined);
  await expect(page.getByRole('main')).toContainText('You have not written an inquiry yet');
  await expect(page.locator('body')).not.toContainText(lastTitle);
});

test('a wrong password is refused in the chosen language and stores nothing', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(MEMBER.username);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Login failed. Check your username and password.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedKeys(page)).token).toBeNull();

  await page.evaluate(() => localStorage.setItem('lang', 'ko'));
  await page.reload();
  await page.getByLabel('아이디').fill(MEMBER.username);
  await page.getByLabel('비밀번호').fill('wrong-password-2');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '로그인에 실패했습니다. 아이디와 비밀번호를 확인해 주세요.',
  );
});

test('the footer shows the exchange rates with their date in KST', async ({ page }) => {
  await page.goto('/');
  const rates = page.getByRole('region', { name: 'Exchange rates (per 1 USD)' });
  await expect(rates).toContainText('KRW');
  await expect(rates).toContainText('1,380.5');
  await expect(rates).toContainText(/As of \d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
});

test('the menu for a visitor shows the guide and login, not trade', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Registration guide' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Trade' })).toHaveCount(0);
});

test('at 768 px the menu hides behind the hamburger button', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await expect(hamburger).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByText('Rest time 11:00-15:00 Korean time', { exact: false })).toBeHidden();
});

test("the home page's pending request and latest messages carry their own styles", async ({
  page,
  request,
}) => {
  // A pending charge: the home page shows its card and the message that says it was received.
  await activateDepositAddress(request, 'USD');
  const member = await createApprovedMember(request, 'homecss');
  const { token } = await ok<{ token: string }>(
    await request.post('/api/users/login', {
      data: { username: member.username, password: member.password },
      headers: visitor(),
    }),
  );
  await ok(
    await request.post('/api/wallet/charges', {
      headers: { ...bearer(token), 'idempotency-key': crypto.randomUUID() },
      data: { currency: 'USD', amount: 50 },
    }),
  );
  await loginAs(page, member.username, member.password);

  // The home page renders the money and content lists without their pages: the styles must
  // come with the lists themselves (bullets and stacked figures are what a missing sheet shows).
  const messages = page.locator('ul.content-list').last();
  await expect(messages).toBeVisible();
  await expect(messages).toHaveCSS('list-style-type', 'none');
  const figure = page.locator('.money-figures__row').first();
  await expect(figure).toBeVisible();
  await expect(figure).toHaveCSS('display', 'flex');
});

import type { Page } from '@playwright/test';
import { loginAs } from '../fixtures/accounts';
import { MEMBER } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

// The page's first paint drawn by the build and sent inside the page (docs/architecture.md,
// "First paint from the served page").

const viewCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'wallet_view')?.value;

/** The newest largest-contentful-paint entry's time, or null when nothing has painted yet. */
const largestPaintAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1_000);
      }),
  );

test('a visitor’s first page paints from the served page, before any script has run', async ({
  page,
}) => {
  // No script of the site ever arrives: whatever shows was in the page itself.
  await page.route(/\.js$/, (route) => route.abort());
  const answer = await page.goto('/');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('<template shadowrootmode=closed>');
  expect(html).toContain('Welcome to Member Wallet');
  expect(await largestPaintAt(page)).not.toBeNull();
  // The drawing is a picture, made for this browser's view: nothing in it can be reached, read
  // out or clicked, and the app's place stays hidden behind it.
  await expect(page.locator('#first-paint')).toHaveAttribute('inert', '');
  await expect(page.locator('#first-paint')).toHaveAttribute('data-view', 'en');
  await expect(page.locator('#root')).toBeHidden();
});

test('the app takes the drawing’s place: one page, alive, and nothing of the drawing left', async ({
  page,
}) => {
  // What the app's place holds at the moment the drawing goes: the page, never a spinner.
  await page.addInitScript(() => {
    let drawn = false;
    new MutationObserver((_, observer) => {
      if (document.getElementById('first-paint')) {
        drawn = true;
        return;
      }
      const root = document.getElementById('root');
      if (!drawn || !root) return;
      const atTakeover = {
        page: root.querySelector('.home') !== null,
        spinner: root.querySelector('.page-area > .ui-loading') !== null,
      };
      Object.assign(globalThis, { atTakeover });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Member Wallet' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await page.evaluate(() => (globalThis as { atTakeover?: unknown }).atTakeover)).toEqual({
    page: true,
    spinner: false,
  });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the view hint follows the tab: language, member session, log-out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Member Wallet' })).toBeVisible();
  expect(await viewCookie(page)).toBe('en');

  await loginAs(page, MEMBER.username, MEMBER.password);
  expect(await viewCookie(page)).toBe('en-member');
  // The next load is sent the member's drawing of the page, in the member's language.
  const reloaded = (await (await page.reload())?.text()) ?? '';
  expect(reloaded).toContain('Log out');
  expect(reloaded).not.toContain('Create an account');
  await expect(page.getByTestId('header-balance')).toContainText('USD');

  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('combobox', { name: 'Language' }).selectOption('ko'),
  ]);
  expect(await viewCookie(page)).toBe('ko-member');
  const korean = await page.goto('/wallet/charge');
  expect(await korean?.text()).toContain('<html lang=ko>');
  await expect(page.getByRole('heading', { name: '지갑 충전' })).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).first().click();
  await expect.poll(() => viewCookie(page)).toBe('ko');
});

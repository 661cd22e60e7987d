import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { loginAsAdmin } from '../fixtures/session';

/*
 * The back office's top bar: every link on one line at 1280 px in each language, and behind a
 * menu button wherever they would not fit (a tablet, a narrow window, a phone); at no width does
 * the bar make the page scroll sideways.
 */
const LANGUAGES = ['en', 'ko', 'zh', 'ja'] as const;

/** How far the page reaches past the window's right edge (0 when nothing scrolls sideways). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The bar's eight entries (seven links and Logout) are where a person can press them. */
async function expectLinksReachable(page: Page, where: string): Promise<void> {
  // Located by class: the navigation's name is in the page's language.
  const nav = page.locator('.admin-bar__nav');
  const button = page.locator('.admin-bar__menu-button');
  const width = page.viewportSize()?.width ?? 0;
  const folded = await button.isVisible();
  if (folded) {
    await expect(nav, `${where}: the links are folded away`).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav, `${where}: the links can be seen`).toBeVisible();
  const boxes = await page.locator('.admin-bar__links > li').evaluateAll((items) =>
    items.map((item) => {
      const { top, left, right, width } = item.getBoundingClientRect();
      return { top: Math.round(top), left, right, width };
    }),
  );
  expect(boxes, where).toHaveLength(8);
  for (const box of boxes) {
    expect(box.width, `${where}: an entry has no width`).toBeGreaterThan(0);
    expect(box.left, `${where}: an entry starts outside the window`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${where}: an entry ends outside the window`).toBeLessThanOrEqual(width);
  }
  if (!folded) {
    expect(new Set(boxes.map((box) => box.top)).size, `${where}: the links wrap`).toBe(1);
  }
  expect(await sidewaysScroll(page), `${where}: the open menu scrolls sideways`).toBe(0);
}

for (const language of LANGUAGES) {
  test(`the back-office bar is one line at 1280 px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsAdmin(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    const links = page.locator('.admin-bar__links > li');
    await expect(links).toHaveCount(8);
    // Unfolded: the links themselves are on the bar, with no menu button in front of them.
    await expect(page.locator('.admin-bar__menu-button')).toBeHidden();
    for (const link of await links.all()) await expect(link).toBeVisible();
    const tops = await links.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const right = await page
      .locator('.admin-bar .language-select select')
      .evaluate((select) => select.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1280);
  });
}

test('at phone width the links open from a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Administrator menu' });
  await expect(nav).toBeHidden();
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Member management' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(nav).toBeHidden();
});

for (const language of LANGUAGES) {
  test(`the bar never scrolls the page sideways from 320 to 1440 px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsAdmin(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('.admin-bar__links > li')).toHaveCount(8);
    // The app's bar stands behind the page's first paint until the page shows.
    await expect(page.locator('.admin-bar')).toBeVisible();
    for (let width = 320; width <= 1440; width += 16) {
      await page.setViewportSize({ width, height: 800 });
      // Polled: the dashboard's charts follow a new width a frame or two later (a resize
      // observer); what must never happen is a page that stays wider than its window.
      await expect
        .poll(() => sidewaysScroll(page), { message: `${language} at ${width} px`, timeout: 3_000 })
        .toBe(0);
    }
    // A tablet and a narrow desktop window: no sideways scroll, and every link one press away.
    for (const width of [1024, 900]) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await expect(page.locator('.admin-bar__links > li')).toHaveCount(8);
      await expect(page.locator('.admin-bar')).toBeVisible();
      expect(await sidewaysScroll(page), `${language} at ${width} px`).toBe(0);
      await expectLinksReachable(page, `${language} at ${width} px`);
    }
  });
}

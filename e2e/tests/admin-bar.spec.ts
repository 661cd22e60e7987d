import { expect, test } from '../fixtures/test';
import { loginAsAdmin } from '../fixtures/session';

/*
 * The back office's top bar: every link on one line at 1280 px in each language, and behind a
 * menu button at phone width, as in the member header.
 */
for (const language of ['en', 'ko', 'zh', 'ja'] as const) {
  test(`the back-office bar is one line at 1280 px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsAdmin(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    const links = page.locator('.admin-bar__links > li');
    await expect(links).toHaveCount(8);
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

import { expect, test } from '../fixtures/test';
import { storedKeys } from '../fixtures/session';

test('the first visit stores en; a chosen language survives reloads', async ({ page }) => {
  await page.goto('/');
  expect((await storedKeys(page)).lang).toBe('en');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  // Choosing a language saves it and reloads the page.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('combobox', { name: 'Language' }).selectOption('ko'),
  ]);
  expect((await storedKeys(page)).lang).toBe('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await page.reload();
  expect((await storedKeys(page)).lang).toBe('ko');
  await expect(page.getByRole('combobox').first()).toHaveValue('ko');

  // The other languages render their own text too.
  for (const lang of ['zh', 'ja', 'en']) {
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('combobox').first().selectOption(lang),
    ]);
    expect((await storedKeys(page)).lang).toBe(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

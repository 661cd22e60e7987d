import type { Page } from '@playwright/test';
import { LAYOUT_SHIFT_GOAL } from '../../scripts/bench/paint-goals.mjs';
import { loginAs } from '../fixtures/accounts';
import { memberPagePaths, seedMemberRecords, type MemberRecords } from '../fixtures/content';
import { expect, test } from '../fixtures/test';

/*
 * A page must not move under the reader while its answers arrive (docs/benchmarks.md, "Layout
 * shift"): every answer of the API is held back, so each page first stands in its loading state
 * (the balance, the rates, the lists, the forms waiting for the balance), then fills in. The sum
 * of the shifts that no input caused stays within the bench's goal on every member page.
 */

/** How long each answer of the API is held back: long enough for a first paint without it. */
const ANSWER_DELAY_MS = 400;

/** Counts the layout shifts of every document the page opens, from its first paint on. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const box = { shift: 0 };
    Object.assign(globalThis, { __layoutShift: box });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) box.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens `path` anew, waits until its answers are all in and its footer shows (the footer waits
 * for the page to stand), and gives the shift it summed.
 */
async function shiftOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('contentinfo'), path).toBeVisible();
  return page.evaluate(
    () => (globalThis as unknown as { __layoutShift: { shift: number } }).__layoutShift.shift,
  );
}

let records: MemberRecords;

test.beforeAll(async ({ request }) => {
  records = await seedMemberRecords(request, 'shift');
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`no member page moves while its answers arrive, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await loginAs(page, records.member.username, records.member.password);
    await observeShifts(page);
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
      await route.continue();
    });
    for (const path of memberPagePaths(records)) {
      expect.soft(await shiftOf(page, path), path).toBeLessThanOrEqual(LAYOUT_SHIFT_GOAL);
    }
  });
}

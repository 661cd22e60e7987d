import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createApprovedMember } from '../fixtures/accounts';
import {
  activateDepositAddress,
  createPendingPlatformWithdrawal,
  createPendingTransfer,
  createPendingWithdrawal,
  requestAs,
} from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';

/*
 * The back office's filter bars and request lists at the widths people use them:
 * - at 1280 px, in English and Korean, each filter bar is one tidy row: its inputs, selects and
 *   buttons start at one height (also with a hint and an error under a field), no label is cut,
 *   nothing runs out of the bar or the window;
 * - at 390 px the filters are folded behind a "Filters" button that says how many are in force,
 *   and open with it;
 * - at 1024 and 1280 px, in all four languages, a request list never makes the page scroll
 *   sideways and every row's actions are inside the window.
 */

const LANGUAGES = ['en', 'ko', 'zh', 'ja'] as const;

/**
 * A pending request of every kind, each from its own member (long usernames, as the suite makes
 * them), and a withdrawal to a USDT wallet: the longest account a row shows.
 */
async function seed(request: APIRequestContext): Promise<void> {
  await activateDepositAddress(request, 'USD');
  await requestAs(request, await createApprovedMember(request, 'fltch'), '/api/wallet/charges', {
    currency: 'USD',
    amount: 45,
    depositorName: 'Kim Minsu',
  });

  await createPendingWithdrawal(request, 'fltwd', { currency: 'KRW', amount: 60 });
  await createPendingWithdrawal(request, 'fltusdt', {
    currency: 'USDT',
    amount: 80,
    account: {
      bankName: 'Test Bank',
      bankAccount: '1002003004',
      walletAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    },
  });
  await createPendingTransfer(request, 'flttr');

  await requestAs(request, await createApprovedMember(request, 'fltrc'), '/api/trade/recharges', {
    platform: 'ggclub',
    amount: 50,
    depositorName: 'Kim Minsu',
  });

  await createPendingPlatformWithdrawal(request, 'fltpw');
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await seed(request);
});

/** Opens `path` in `language` at `width` px and waits for its filters. */
async function open(page: Page, path: string, language: string, width: number): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('search')).toBeVisible();
}

/**
 * The bar's geometry as a person sees it: the top of every input, select and button (the fold's
 * own button, above them, aside), and whatever sticks out of the bar, the window or its label.
 */
async function barShape(page: Page) {
  return page.getByRole('search').evaluate((bar) => {
    const visible = (element: Element) => element.getBoundingClientRect().width > 0;
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
    const right = bar.getBoundingClientRect().right;
    return {
      inputs: [...bar.querySelectorAll('input, select')].filter(visible).map(top),
      buttons: [...bar.querySelectorAll('button:not([aria-expanded])')].filter(visible).map(top),
      cutLabels: [...bar.querySelectorAll('label')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
      outside: [...bar.querySelectorAll('label, input, select, button')]
        .filter((element) => element.getBoundingClientRect().right > right + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
      barScrolls: bar.scrollWidth > bar.clientWidth + 1,
      pageScrolls: (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth,
    };
  });
}

/** One row: inputs and buttons at one top edge, nothing cut or outside. */
async function expectOneRow(page: Page, where: string): Promise<void> {
  const shape = await barShape(page);
  expect(shape.inputs.length, `${where}: no inputs`).toBeGreaterThan(0);
  const [first] = shape.inputs;
  for (const top of [...shape.inputs, ...shape.buttons]) {
    expect(Math.abs(top - (first ?? 0)), `${where}: ${JSON.stringify(shape)}`).toBeLessThanOrEqual(
      1,
    );
  }
  expect(shape.cutLabels, `${where}: labels cut`).toEqual([]);
  expect(shape.outside, `${where}: outside the bar`).toEqual([]);
  expect(shape.barScrolls, `${where}: the bar scrolls`).toBe(false);
  expect(shape.pageScrolls, `${where}: the page scrolls sideways`).toBe(false);
}

const FILTER_BARS = [
  '/admin/users',
  '/admin/requests',
  '/admin/trade/wallet-withdraw',
  '/admin/history',
  '/admin/audit',
] as const;

for (const path of FILTER_BARS) {
  test(`${path}: at 1280 px the filters are one row in English and Korean`, async ({ page }) => {
    await loginAsAdmin(page);
    for (const language of ['en', 'ko']) {
      await open(page, path, language, 1280);
      await expectOneRow(page, `${path} ${language}`);
    }
  });
}

test('a day error under its field moves no other input', async ({ page }) => {
  await loginAsAdmin(page);
  for (const language of ['en', 'ko']) {
    await open(page, '/admin/requests', language, 1280);
    const from = page.getByRole('search').getByPlaceholder('YYYY-MM-DD').first();
    await from.fill('2026-13-45');
    await from.press('Enter');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expectOneRow(page, `/admin/requests ${language} with an error`);
  }
});

test('the filters are open at 1280 px and folded at 390 px behind a button that counts them', async ({
  page,
}) => {
  await loginAsAdmin(page);
  for (const [language, name, count, statusLabel] of [
    ['en', 'Filters', '2 active', 'Status'],
    ['ko', '필터', '2개 적용 중', '상태'],
  ] as const) {
    const path = '/admin/requests?status=pending&username=nobody';
    await open(page, path, language, 1280);
    const bar = page.getByRole('search');
    const toggle = bar.getByRole('button', { name: `${name} ${count}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('searchbox')).toBeVisible();

    await open(page, path, language, 390);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('searchbox')).toBeHidden();
    const status = bar.getByRole('combobox', { name: statusLabel });
    await expect(status).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('searchbox')).toHaveValue('nobody');
    await expect(status).toHaveValue('pending');
    expect(
      await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth),
      `${language}: the page scrolls sideways`,
    ).toBe(true);
  }
  // The members' filters fold the same way; without a filter the button names no count.
  await open(page, '/admin/users', 'en', 390);
  const users = page.getByRole('search');
  const toggle = users.getByRole('button', { name: 'Filters', exact: true });
  await expect(users.getByRole('searchbox')).toBeHidden();
  await toggle.click();
  await expect(users.getByRole('searchbox')).toBeVisible();
});

const REQUEST_LISTS = [
  '/admin/trade/wallet-charge',
  '/admin/trade/wallet-withdraw',
  '/admin/trade/wallet-transfer',
  '/admin/trade/recharge',
  '/admin/trade/withdraw',
  '/admin/requests',
  '/admin/history',
] as const;

for (const path of REQUEST_LISTS) {
  test(`${path} fits 1024 and 1280 px in every language, its actions in the window`, async ({
    page,
  }) => {
    await loginAsAdmin(page);
    for (const width of [1024, 1280]) {
      for (const language of LANGUAGES) {
        const where = `${path} ${language} ${width}px`;
        await open(page, path, language, width);
        await expect(page.locator('tbody tr.ui-table__row').first()).toBeVisible();
        const fit = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          innerWidth: window.innerWidth,
          actions: [...document.querySelectorAll('td.ui-table__actions')]
            .filter((cell) => cell.getBoundingClientRect().width > 0)
            .map((cell) => Math.ceil(cell.getBoundingClientRect().right)),
        }));
        expect(fit.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(
          fit.innerWidth,
        );
        for (const right of fit.actions) {
          expect(right, `${where}: a row's actions end outside the window`).toBeLessThanOrEqual(
            fit.innerWidth,
          );
        }
      }
    }
  });
}

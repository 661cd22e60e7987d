import axe from 'axe-core';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { bearer, createApprovedMember, loginAs, ok, type TestMember } from '../fixtures/accounts';
import {
  memberPagePaths,
  seedMemberRecords,
  WELCOME_POPUP,
  withPopupEvent,
  type MemberRecords,
} from '../fixtures/content';
import { activateDepositAddress, createMemberWithHistories, fund } from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';

/*
 * axe-core on every route of the site (the list below; docs/ui.md), as a visitor, a member
 * and the administrator, in English and Korean, at desktop (1280 px) and phone (390 px) width,
 * then on what only shows once opened: the menus, a confirmation dialog, a row's details.
 * A serious or critical violation fails the test, naming the route, language, width and element.
 */

const LANGUAGES = ['en', 'ko'] as const;
const WIDTHS = [1280, 390] as const;

interface Records extends MemberRecords {
  /** A member with money to withdraw, for the withdrawal's confirmation. */
  withdrawer: TestMember;
  /** The member whose wallet charge waits for the administrator's decision. */
  charger: TestMember;
  /** A member whose three histories have rows of every outcome. */
  historian: TestMember;
}

/**
 * A member with a notice, a message and an inquiry, so every detail route has something to show;
 * members of their own for the open states, so those routes show what they always showed.
 */
async function seed(request: APIRequestContext): Promise<Records> {
  const own = await seedMemberRecords(request, 'axe');
  const withdrawer = await createApprovedMember(request, 'axewd');
  await fund(request, withdrawer, 100);
  await activateDepositAddress(request, 'USD');
  const charger = await createApprovedMember(request, 'axech');
  const chargerLogin = await ok<{ token: string }>(
    await request.post('/api/users/login', {
      data: { username: charger.username, password: charger.password },
    }),
  );
  await ok(
    await request.post('/api/wallet/charges', {
      headers: { ...bearer(chargerLogin.token), 'idempotency-key': crypto.randomUUID() },
      data: { currency: 'USD', amount: 50 },
    }),
  );
  const historian = await createMemberWithHistories(request, 'axehist');
  return { ...own, withdrawer, charger, historian };
}

/** What axe checks: WCAG 2.1 A and AA, and its best practices. */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only violations are read: axe skips the detail of what passed, which is most of its work.
  resultTypes: ['violations'],
};

/**
 * Serious and critical violations on the page as it is now, one line each. axe is put into the
 * document once and stays for the routes reached inside the app (the site has no frames, so the
 * main document is all there is to audit).
 */
async function violations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (options) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const result = await inPage.run(document, options);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  }, AXE_OPTIONS);
  return found.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) at ${violation.targets.join(', ')}`,
  );
}

/** Two animation frames: what a resize or a click changes has been laid out and painted. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Goes to `path` inside the running app, as its own links do (the router follows the history),
 * and waits for the new page's heading: a page is loaded once per test, not once per route.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page
    .locator('main h1')
    .first()
    .evaluate((heading) => {
      heading.setAttribute('data-left', heading.textContent ?? '');
    });
  await page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `axe${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // The page left is gone: a new heading, or the same element (one page component serving
  // both routes) with the new page's title.
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && heading.getAttribute('data-left') !== heading.textContent;
  });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-left]')) {
      element.removeAttribute('data-left');
    }
  });
}

/** The page has its heading, speaks `language` and has all its data. */
async function settled(page: Page, language: string): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  // The page really is in the language audited (a Korean audit of English text proves little).
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('[aria-busy="true"], .ui-skeleton')).toHaveCount(0);
}

/**
 * Each path in `language`, at each width, after its heading and data have arrived. The first
 * path is loaded; the others are reached inside the app, and each is audited at both widths
 * before the next (the width alternating, so each route costs one resize).
 */
async function audit(page: Page, language: string, paths: readonly string[]): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  const found: string[] = [];
  let widths: readonly number[] = WIDTHS;
  for (const [index, path] of paths.entries()) {
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await painted(page);
      await settled(page, language);
      found.push(...(await violations(page, `${path} ${language} ${width}px`)));
    }
    widths = [...widths].reverse();
  }
  expect(found).toEqual([]);
}

let records: Records;

test.beforeAll(async ({ request }) => {
  records = await seed(request);
});

for (const language of LANGUAGES) {
  test(`public pages have no serious accessibility violation (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await audit(page, language, [
      '/',
      '/register',
      '/guide',
      '/login',
      '/reset-password?token=expired',
      '/how-to-play',
      '/support/notice',
      `/support/notice/${records.noticeId}`,
      '/admin/login',
    ]);
  });

  test(`member pages have no serious accessibility violation (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, records.member.username, records.member.password);
    await audit(page, language, memberPagePaths(records));
  });

  // The back office in two halves, so the two workers share it.
  test(`back-office money pages have no serious accessibility violation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAsAdmin(page);
    await audit(page, language, [
      '/admin/dashboard',
      '/admin/users',
      `/admin/users/${records.member.id}`,
      '/admin/trade/recharge',
      '/admin/trade/withdraw',
      '/admin/trade/wallet-charge',
      '/admin/trade/wallet-withdraw',
      '/admin/trade/wallet-transfer',
      '/admin/requests',
      '/admin/history',
      '/admin/deposit-addresses',
      '/admin/exchange-rates',
      '/admin/ledger',
    ]);
  });

  test(`back-office content pages have no serious accessibility violation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAsAdmin(page);
    await audit(page, language, [
      '/admin/messages/sent',
      '/admin/messages/send',
      '/admin/messages/templates',
      '/admin/notice',
      '/admin/notices/create',
      `/admin/notices/${records.noticeId}/edit`,
      '/admin/inquiry',
      `/admin/inquiries/${records.inquiryId}`,
      '/admin/events',
      '/admin/audit',
    ]);
  });
}

/*
 * The open states. Locators go by the shared components' classes and the forms' field names,
 * not by words, since each state is opened in Korean too.
 */

/** The one open modal dialog. */
const openDialog = (page: Page) => page.locator('dialog[open]');

/** Fills the withdrawal form (50 USD) and asks to review it, which opens its confirmation. */
async function openWithdrawalConfirmation(page: Page, member: TestMember): Promise<void> {
  await page.goto('/wallet/withdraw');
  const form = page.locator('main form');
  await form.locator('select[name="currency"]').selectOption('USD');
  await form.locator('input[name="amount"]').fill('50');
  await form.locator('input[name="moneyPassword"]').fill(member.moneyPassword);
  await form.locator('input[name="agreeTerms"]').check();
  // Review waits for the exchange rate: until it has arrived the button does nothing.
  await expect(async () => {
    if (!(await openDialog(page).isVisible())) await form.locator('button[type="submit"]').click();
    await expect(openDialog(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

for (const language of LANGUAGES) {
  test(`the member's open menus and withdrawal confirmation have no serious violation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, records.withdrawer.username, records.withdrawer.password);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    const found: string[] = [];

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const trade = page.locator('.menu .menu__dropdown-button').first();
    await trade.click();
    await expect(page.locator('.menu .menu__dropdown-list').first()).toBeVisible();
    found.push(...(await violations(page, `/ Trade menu open ${language} 1280px`)));
    await openWithdrawalConfirmation(page, records.withdrawer);
    found.push(...(await violations(page, `/wallet/withdraw confirmation ${language} 1280px`)));

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    await page.locator('.member-header__hamburger').click();
    await expect(page.locator('nav.menu')).toBeVisible();
    await trade.click();
    await expect(page.locator('.menu .menu__dropdown-list').first()).toBeVisible();
    found.push(...(await violations(page, `/ header menu and Trade open ${language} 390px`)));
    await openWithdrawalConfirmation(page, records.withdrawer);
    found.push(...(await violations(page, `/wallet/withdraw confirmation ${language} 390px`)));

    expect(found).toEqual([]);
  });

  test(`the back office's open menu, request details and decision confirmation have no serious violation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAsAdmin(page);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    const path = `/admin/trade/wallet-charge?username=${records.charger.username}`;
    const row = page.locator('tbody tr.ui-table__row').first();
    const found: string[] = [];

    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await painted(page);
      await expect(row.locator('.ui-table__toggle')).toBeVisible();
      const where = `${path} ${language} ${width}px`;
      if (width < 1250) {
        // Below 78em the bar's links fold behind its menu button.
        const menuButton = page.locator('.admin-bar__menu-button');
        await menuButton.click();
        await expect(page.locator('.admin-bar__nav--open')).toBeVisible();
        found.push(...(await violations(page, `${where} bar menu open`)));
        await menuButton.click();
        await expect(page.locator('.admin-bar__nav--open')).toHaveCount(0);
      }
      await row.locator('.ui-table__toggle').click();
      await expect(page.locator('tr.ui-table__details')).toBeVisible();
      found.push(...(await violations(page, `${where} details open`)));
      await row.locator('.ui-table__buttons .ui-button--primary').click();
      await expect(openDialog(page)).toBeVisible();
      found.push(...(await violations(page, `${where} approve confirmation open`)));
      // Escape closes the confirmation without deciding: the request stays pending for the next.
      await page.keyboard.press('Escape');
      await expect(openDialog(page)).toHaveCount(0);
      // Closed again, as the next width finds it.
      await row.locator('.ui-table__toggle').click();
      await expect(page.locator('tr.ui-table__details')).toHaveCount(0);
    }
    expect(found).toEqual([]);
  });
}

/** The member's histories, with rows of every outcome. */
const HISTORIES = ['/wallet/history', '/wallet/transfer/history', '/trade/history'] as const;

for (const language of LANGUAGES) {
  test(`the home popup has no serious violation (${language})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const found: string[] = [];
    await withPopupEvent(request, WELCOME_POPUP, async () => {
      await page.goto('/');
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.goto('/');
      await expect(openDialog(page)).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await painted(page);
        await expect(openDialog(page)).toBeVisible();
        found.push(...(await violations(page, `/ popup ${language} ${width}px`)));
      }
    });
    expect(found).toEqual([]);
  });

  test(`every My page tab and the histories with rows have no serious violation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await loginAs(page, records.historian.username, records.historian.password);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/mypage');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const count = await tabs.count();
    expect(count, 'My page has its four tabs').toBe(4);
    let widths: readonly number[] = WIDTHS;
    for (let index = 0; index < count; index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await painted(page);
        found.push(...(await violations(page, `/mypage tab ${index + 1} ${language} ${width}px`)));
      }
      widths = [...widths].reverse();
    }
    for (const path of HISTORIES) {
      await navigateInApp(page, path);
      const row = page.locator('tbody tr.ui-table__row').first();
      await expect(row).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await painted(page);
        await settled(page, language);
        found.push(...(await violations(page, `${path} with rows ${language} ${width}px`)));
      }
      widths = [...widths].reverse();
    }
    expect(found).toEqual([]);
  });
}

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  adminToken,
  bearer,
  createApprovedMember,
  loginAs,
  ok,
  type TestMember,
} from '../fixtures/accounts';
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

interface Records {
  member: TestMember;
  noticeId: number;
  messageId: number;
  inquiryId: number;
  /** A member with money to withdraw, for the withdrawal's confirmation. */
  withdrawer: TestMember;
  /** The member whose wallet charge waits for the administrator's decision. */
  charger: TestMember;
  /** A member whose three histories have rows of every outcome. */
  historian: TestMember;
}

/** A member with a notice, a message and an inquiry, so every detail route has something to show. */
async function seed(request: APIRequestContext): Promise<Records> {
  const member = await createApprovedMember(request, 'axe');
  const admin = bearer(await adminToken(request));
  const notice = await ok<{ id: number }>(
    await request.post('/api/admin/notices', {
      headers: admin,
      data: { title: 'Service hours', content: '<p>Support answers every day.</p>', pinned: false },
    }),
  );
  await ok(
    await request.post('/api/admin/messages', {
      headers: admin,
      data: {
        recipients: [member.username],
        subject: 'Welcome',
        content: '<p>Your wallet is ready.</p>',
      },
    }),
  );
  const login = await ok<{ token: string }>(
    await request.post('/api/users/login', {
      data: { username: member.username, password: member.password },
    }),
  );
  const own = bearer(login.token);
  const messages = await ok<Array<{ id: number }>>(
    await request.get('/api/messages', { headers: own }),
  );
  const inquiry = await ok<{ id: number }>(
    await request.post('/api/users/inquiries', {
      headers: own,
      data: { category: 'account', title: 'Changing my phone number', content: 'How?' },
    }),
  );
  const [message] = messages;
  if (!message) throw new Error('the message did not arrive');

  // Members of their own for the open states, so the routes above show what they always showed.
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
  return {
    member,
    historian,
    noticeId: notice.id,
    messageId: message.id,
    inquiryId: inquiry.id,
    withdrawer,
    charger,
  };
}

/** Serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are read: axe skips the detail of what passed, which is most of its work.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Each path at each width in `language`, after its heading and data have arrived. */
async function audit(page: Page, language: string, paths: readonly string[]): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The page really is in the language audited (a Korean audit of English text proves little).
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('[aria-busy="true"], .ui-skeleton')).toHaveCount(0);
      found.push(...(await violations(page, `${path} ${language} ${width}px`)));
    }
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
    await audit(page, language, [
      '/',
      '/mypage',
      '/messages',
      `/messages/${records.messageId}`,
      '/wallet/charge',
      '/wallet/withdraw',
      '/wallet/history',
      '/wallet/transfer',
      '/wallet/transfer/history',
      '/trade/recharge',
      '/trade/withdraw',
      '/trade/history',
      '/support/inquiry',
      '/support/inquiry/write',
      `/support/inquiry/${records.inquiryId}`,
    ]);
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

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
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
    }
    expect(found).toEqual([]);
  });
}

/** The member's histories, with rows of every outcome. */
const HISTORIES = ['/wallet/history', '/wallet/transfer/history', '/trade/history'] as const;

for (const language of LANGUAGES) {
  test(`the home popup, every My page tab and the histories with rows have no serious violation (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    const token = await adminToken(request);
    const now = Date.now();
    const event = await ok<{ id: number }>(
      await request.post('/api/admin/events', {
        headers: bearer(token),
        data: {
          title: 'Welcome bonus week',
          content: '<p>Charge <b>100 USD</b> or more this week.</p>',
          imageUrl: null,
          type: 'popup',
          startsAt: new Date(now - 3_600_000).toISOString(),
          endsAt: new Date(now + 3_600_000).toISOString(),
          active: true,
        },
      }),
    );
    try {
      await page.goto('/');
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await expect(openDialog(page)).toBeVisible();
        found.push(...(await violations(page, `/ popup ${language} ${width}px`)));
      }
    } finally {
      // The other specs of this worker open the home page too.
      await ok(await request.delete(`/api/admin/events/${event.id}`, { headers: bearer(token) }));
    }

    // The login form is filled by its English labels; the pages after it are read in `language`.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await loginAs(page, records.historian.username, records.historian.password);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/mypage');
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const count = await tabs.count();
      expect(count, 'My page has its four tabs').toBe(4);
      for (let index = 0; index < count; index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        found.push(...(await violations(page, `/mypage tab ${index + 1} ${language} ${width}px`)));
      }
      for (const path of HISTORIES) {
        await page.goto(path);
        const row = page.locator('tbody tr.ui-table__row').first();
        await expect(row).toBeVisible();
        found.push(...(await violations(page, `${path} with rows ${language} ${width}px`)));
      }
    }
    expect(found).toEqual([]);
  });
}

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
import { loginAsAdmin } from '../fixtures/session';

/*
 * axe-core on every route of the site (the list below; docs/ui.md), as a visitor, a member
 * and the administrator, in English and Korean, at desktop (1280 px) and phone (390 px) width.
 * A serious or critical violation fails the test, naming the route, language, width and element.
 */

const LANGUAGES = ['en', 'ko'] as const;
const WIDTHS = [1280, 390] as const;

interface Records {
  member: TestMember;
  noticeId: number;
  messageId: number;
  inquiryId: number;
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
  return { member, noticeId: notice.id, messageId: message.id, inquiryId: inquiry.id };
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

import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { loginAs } from '../fixtures/accounts';
import { seedMemberRecords, type MemberRecords } from '../fixtures/content';
import { loginAsAdmin } from '../fixtures/session';

/*
 * Every route of the site's list (docs/product.md §11) opens the page it names, with its own
 * heading, for the person it is meant for: none is the "page not found" page, none sends them
 * elsewhere, and none is a stand-in for a page still to come. Detail routes open a real record.
 */

/**
 * Opens each path and expects it to stay there with its own level-one heading. Soft checks, so
 * one run names every route that opens the wrong page.
 */
async function expectOwnPages(page: Page, routes: ReadonlyArray<readonly [string, string]>) {
  for (const [path, heading] of routes) {
    await page.goto(path);
    // A detail page names its record once it has arrived; until then its heading is generic.
    await expect.soft(page.locator('main h1').first(), path).toHaveText(heading);
    expect.soft(new URL(page.url()).pathname, path).toBe(path);
  }
}

let records: MemberRecords;

test.beforeAll(async ({ request }) => {
  records = await seedMemberRecords(request, 'routes');
});

// One test per person, so the workers share the routes.
test('every route of the site opens its own page for a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  // A visitor.
  await expectOwnPages(page, [
    ['/', 'Welcome to Member Wallet'],
    ['/register', 'Register'],
    ['/guide', 'Registration guide'],
    ['/login', 'Log in'],
    ['/reset-password', 'Forgot your password?'],
    ['/how-to-play', 'How to play'],
    ['/support/notice', 'Notices'],
    [`/support/notice/${records.noticeId}`, records.noticeTitle],
    ['/admin/login', 'Administrator login'],
  ]);
});

test('every route of the site opens its own page for a member', async ({ page }) => {
  test.setTimeout(120_000);
  const { member } = records;
  // A member.
  await loginAs(page, member.username, member.password);
  await expectOwnPages(page, [
    ['/', `Hello, ${member.realName}`],
    ['/mypage', 'My page'],
    ['/messages', 'Messages'],
    [`/messages/${records.messageId}`, records.messageSubject],
    ['/wallet/charge', 'Wallet charge'],
    ['/wallet/withdraw', 'Wallet withdrawal'],
    ['/wallet/history', 'Wallet history'],
    ['/wallet/transfer', 'Transfer request'],
    ['/wallet/transfer/history', 'Transfer history'],
    ['/trade/recharge', 'Platform recharge'],
    ['/trade/withdraw', 'Platform withdrawal'],
    ['/trade/history', 'Platform history'],
    ['/support/inquiry', '1:1 inquiry'],
    ['/support/inquiry/write', 'Write an inquiry'],
    [`/support/inquiry/${records.inquiryId}`, records.inquiryTitle],
  ]);
});

test('every route of the site opens its own page for the administrator', async ({ page }) => {
  test.setTimeout(150_000);
  const { member } = records;
  await loginAsAdmin(page);
  await expectOwnPages(page, [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/users', 'Member management'],
    [`/admin/users/${member.id}`, `Member ${member.username}`],
    ['/admin/deposit-addresses', 'Deposit addresses'],
    ['/admin/messages/sent', 'Sent messages'],
    ['/admin/messages/send', 'Send a message'],
    ['/admin/messages/templates', 'Message templates'],
    ['/admin/trade/recharge', 'Platform recharge requests'],
    ['/admin/trade/withdraw', 'Platform withdrawal requests'],
    ['/admin/trade/wallet-charge', 'Wallet charge requests'],
    ['/admin/trade/wallet-withdraw', 'Wallet withdrawal requests'],
    ['/admin/trade/wallet-transfer', 'Transfer requests'],
    ['/admin/notice', 'Notices'],
    ['/admin/notices/create', 'Write a notice'],
    [`/admin/notices/${records.noticeId}/edit`, 'Edit the notice'],
    ['/admin/inquiry', '1:1 inquiries'],
    [`/admin/inquiries/${records.inquiryId}`, records.inquiryTitle],
    ['/admin/requests', 'All requests'],
    ['/admin/history', 'Processed transactions'],
    ['/admin/events', 'Events'],
    ['/admin/exchange-rates', 'Exchange rates'],
    ['/admin/ledger', 'Ledger check'],
    ['/admin/audit', 'Audit log'],
  ]);
});

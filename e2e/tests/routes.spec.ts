import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { adminToken, bearer, createApprovedMember, loginAs, ok } from '../fixtures/accounts';
import { loginAsAdmin } from '../fixtures/session';
import { currentSite } from '../fixtures/site';

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

test('every route of the site opens its own page, for a visitor, a member and the administrator', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createApprovedMember(request, 'routes');
  const admin = bearer(await adminToken(request));
  const notice = await ok<{ id: number }>(
    await request.post('/api/admin/notices', {
      headers: admin,
      data: { title: 'Opening hours', content: '<p>Every day.</p>', pinned: false },
    }),
  );
  await ok(
    await request.post('/api/admin/messages', {
      headers: admin,
      data: { recipients: [member.username], subject: 'Hello there', content: '<p>Hi.</p>' },
    }),
  );
  const own = bearer(
    (
      await ok<{ token: string }>(
        await request.post('/api/users/login', {
          data: { username: member.username, password: member.password },
        }),
      )
    ).token,
  );
  const [message] = await ok<Array<{ id: number }>>(
    await request.get('/api/messages', { headers: own }),
  );
  if (!message) throw new Error('the message did not arrive');
  const inquiry = await ok<{ id: number }>(
    await request.post('/api/users/inquiries', {
      headers: own,
      data: { category: 'account', title: 'A new phone number', content: 'How?' },
    }),
  );

  // A visitor.
  await expectOwnPages(page, [
    ['/', 'Welcome to Member Wallet'],
    ['/register', 'Register'],
    ['/guide', 'Registration guide'],
    ['/login', 'Log in'],
    ['/reset-password', 'Forgot your password?'],
    ['/how-to-play', 'How to play'],
    ['/support/notice', 'Notices'],
    [`/support/notice/${notice.id}`, 'Opening hours'],
    ['/admin/login', 'Administrator login'],
  ]);

  // A member.
  await loginAs(page, member.username, member.password);
  await expectOwnPages(page, [
    ['/', `Hello, ${member.realName}`],
    ['/mypage', 'My page'],
    ['/messages', 'Messages'],
    [`/messages/${message.id}`, 'Hello there'],
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
    [`/support/inquiry/${inquiry.id}`, 'A new phone number'],
  ]);

  // The administrator, in a browser of their own.
  const context = await browser.newContext({ baseURL: currentSite().baseURL });
  try {
    const back = await context.newPage();
    await loginAsAdmin(back);
    await expectOwnPages(back, [
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
      [`/admin/notices/${notice.id}/edit`, 'Edit the notice'],
      ['/admin/inquiry', '1:1 inquiries'],
      [`/admin/inquiries/${inquiry.id}`, 'A new phone number'],
      ['/admin/requests', 'All requests'],
      ['/admin/history', 'Processed transactions'],
      ['/admin/events', 'Events'],
      ['/admin/exchange-rates', 'Exchange rates'],
      ['/admin/ledger', 'Ledger check'],
      ['/admin/audit', 'Audit log'],
    ]);
  } finally {
    await context.close();
  }
});

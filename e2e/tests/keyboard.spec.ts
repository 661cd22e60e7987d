import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createApprovedMember, visitor } from '../fixtures/accounts';
import { activateDepositAddress, expectHeaderBalance } from '../fixtures/money';
import { ADMIN, currentSite } from '../fixtures/site';

/*
 * A member charges and the administrator approves with the keyboard alone: every control is
 * reached with Tab (never clicked, never focused by script), typed into, and pressed with Enter.
 */

/** Presses Tab until `target` has the focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with Tab in ${limit} presses: ${target.toString()}`);
}

/** Logs in with Tab, typing and Enter. */
async function logIn(page: Page, path: string, username: string, password: string) {
  await page.goto(path);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(username);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

test('a member charges and an administrator approves without a mouse', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await createApprovedMember(request, 'keys');
  await activateDepositAddress(request, 'USD');

  // The member: log in, open Trade → Wallet charge from the menu, fill in, review, send.
  await logIn(page, '/login', member.username, member.password);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('button', { name: 'Trade' }));
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Wallet charge', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Wallet charge', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Wallet charge' });
  const currency = form.getByLabel('Payment currency');
  await tabTo(page, currency);
  // A closed select takes its option from the keyboard: "U" picks US dollar.
  await page.keyboard.type('US');
  await expect(currency).toHaveValue('USD');
  await tabTo(page, form.getByLabel('Amount to charge (USD)'));
  await page.keyboard.type('50');
  await tabTo(page, form.getByLabel('Depositor name'));
  await page.keyboard.type(member.realName);
  await tabTo(page, form.getByRole('button', { name: 'Review the charge' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Send this charge request?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Send the request' }), 10);
  await page.keyboard.press('Enter');
  const pending = page.getByRole('region', { name: 'Request in progress' });
  await expect(pending.getByRole('status')).toHaveText(
    'Your request has been submitted. An administrator will process it.',
  );

  // The administrator, at another screen: log in, find the member, approve, confirm.
  const context = await browser.newContext({
    baseURL: currentSite().baseURL,
    extraHTTPHeaders: visitor(),
  });
  const admin = await context.newPage();
  await logIn(admin, '/admin/login', ADMIN.username, ADMIN.password);
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await admin.goto('/admin/trade/wallet-charge');
  const filters = admin.getByRole('search', { name: 'Filters' });
  await tabTo(admin, filters.getByLabel('Member username'));
  await admin.keyboard.type(member.username);
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Found: 1', { exact: true })).toBeVisible();
  await tabTo(admin, admin.getByRole('button', { name: /^Approve: request #\d+ of / }));
  await admin.keyboard.press('Enter');
  const decision = admin.getByRole('dialog', {
    name: new RegExp(`^Approve Wallet charge #\\d+ of ${member.username}\\?$`),
  });
  await expect(decision).toBeVisible();
  await tabTo(admin, decision.getByRole('button', { name: 'Approve', exact: true }), 10);
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('status').filter({ hasText: /has been approved\.$/ })).toBeVisible();
  await context.close();

  // Back at the member's screen: the wallet is credited 50 less the 2% fee.
  await page.reload();
  await expectHeaderBalance(page, 49);
});

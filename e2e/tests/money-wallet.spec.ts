import { createApprovedMember, loginAs } from '../fixtures/accounts';
import {
  activateDepositAddress,
  expect,
  expectHeaderBalance,
  figure,
  findMemberRequests,
  fund,
  openTradeMenu,
  test,
} from '../fixtures/money';

/*
 * The wallet charge as a member and an administrator go through it, each at their own screen:
 * the preview before confirming, the pending request with its reference, the approval, and the
 * header balance that follows without a reload. docs/money.md: 100 USD via KRW at 1380.5 is
 * 138,050 KRW to send, a 2.00 fee and 98.00 credited.
 */

test('a KRW charge is previewed, approved by the administrator, and the header balance rises by what it reflects', async ({
  page,
  admin,
  request,
}) => {
  const member = await createApprovedMember(request, 'charge');
  // A balance with cents and thousands: the header floors it and groups the digits.
  await fund(request, member, 1234.56);
  const address = await activateDepositAddress(request, 'KRW');
  let fullLoads = 0;
  page.on('load', () => (fullLoads += 1));

  await loginAs(page, member.username, member.password);
  await expectHeaderBalance(page, 1234.56);
  await openTradeMenu(page, 'Wallet charge');
  await expect(page.getByRole('heading', { name: 'Wallet charge', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Wallet charge' });
  await form.getByLabel('Payment currency').selectOption({ label: 'Korean won (KRW)' });
  await form.getByLabel('Amount to charge (USD)').fill('100');
  const preview = page.getByRole('region', { name: 'Your charge' });
  // Read in the member's words: what you send, its value, the fee, what your wallet is credited.
  await expect(figure(preview, 'You send')).toHaveText('138,050 KRW');
  await expect(figure(preview, 'Value in USD')).toHaveText('100.00 USD');
  await expect(figure(preview, 'Fee (2%)')).toHaveText('2.00 USD');
  await expect(figure(preview, 'To be credited to your wallet')).toHaveText('98.00 USD');
  const deposit = page.getByRole('region', { name: 'Deposit address · KRW' });
  await expect(figure(deposit, 'Bank or network')).toHaveText(address.label);
  await expect(figure(deposit, 'Account or address')).toHaveText(address.account);
  await expect(figure(deposit, 'Account holder')).toHaveText(address.holder);
  await form.getByLabel('Depositor name').fill(member.realName);

  await form.getByRole('button', { name: 'Review the charge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this charge request?' });
  await expect(figure(confirm, 'Currency')).toHaveText('KRW');
  await expect(figure(confirm, 'You send')).toHaveText('138,050 KRW');
  await expect(figure(confirm, 'To be credited to your wallet')).toHaveText('98.00 USD');
  await expect(figure(confirm, 'Depositor name')).toHaveText(member.realName);
  await confirm.getByRole('button', { name: 'Send the request' }).click();
  await expect(confirm).toBeHidden();

  const pending = page.getByRole('region', { name: 'Request in progress' });
  await expect(pending.getByRole('status')).toHaveText(
    'Your request has been submitted. An administrator will process it.',
  );
  await expect(figure(pending, 'Status')).toHaveText('Pending');
  await expect(figure(pending, 'You send')).toHaveText('138,050 KRW');
  const reference = (await figure(pending, 'Reference code').innerText()).trim();
  expect(reference).not.toBe('');
  await expect(pending).toContainText(
    `Send the amount to this account and mention the reference code ${reference}.`,
  );
  // Where to send it stays in sight with the pending request.
  await expect(figure(deposit, 'Account or address')).toHaveText(address.account);
  // Nothing is credited before the administrator approves.
  await expectHeaderBalance(page, 1234.56);

  // The administrator, at another screen, finds the member's pending charge by its reference.
  const rows = await findMemberRequests(
    admin,
    '/admin/trade/wallet-charge',
    'Wallet charge requests',
    member.username,
  );
  const row = rows;
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('138,050 KRW');
  // The reference the member was given is in the row's details, one keypress away.
  await row.getByRole('button', { name: /^Details of request #\d+/ }).click();
  await expect(admin.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  await row.getByRole('button', { name: /^Approve: request #\d+ of / }).click();
  const decision = admin.getByRole('dialog', {
    name: new RegExp(`^Approve Wallet charge #\\d+ of ${member.username}\\?$`),
  });
  const summary = decision.getByRole('definition');
  await expect(summary.filter({ hasText: reference })).toHaveCount(1);
  await expect(summary.filter({ hasText: '98.00' })).toHaveCount(1);
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decision).toBeHidden();
  await expect(
    admin.getByRole('status').filter({
      hasText: new RegExp(`^Request #\\d+ of ${member.username} has been approved\\.$`),
    }),
  ).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: /^(Approve|Reject|Cancel)/ })).toHaveCount(0);

  // Back at the member's screen: moving on in the menu brings the new balance, no reload.
  await openTradeMenu(page, 'Wallet history');
  await expect(page.getByRole('heading', { name: 'Wallet history', level: 1 })).toBeVisible();
  await expectHeaderBalance(page, 1234.56 + 98);
  const history = page.getByRole('table', { name: 'Wallet charges and withdrawals, newest first' });
  await expect(history.getByRole('row').filter({ hasText: '138,050 KRW' })).toContainText(
    'Completed',
  );
  expect(fullLoads, 'the page was never reloaded after logging in').toBe(1);
});

test('a member cancels their own pending charge from its card and gets the form back', async ({
  page,
  request,
}) => {
  const member = await createApprovedMember(request, 'chcancel');
  await activateDepositAddress(request, 'KRW');
  await loginAs(page, member.username, member.password);
  await openTradeMenu(page, 'Wallet charge');

  const form = page.getByRole('form', { name: 'Wallet charge' });
  await form.getByLabel('Payment currency').selectOption({ label: 'Korean won (KRW)' });
  await form.getByLabel('Amount to charge (USD)').fill('40');
  await form.getByLabel('Depositor name').fill(member.realName);
  await form.getByRole('button', { name: 'Review the charge' }).click();
  await page
    .getByRole('dialog', { name: 'Send this charge request?' })
    .getByRole('button', { name: 'Send the request' })
    .click();
  const pending = page.getByRole('region', { name: 'Request in progress' });
  await expect(figure(pending, 'Status')).toHaveText('Pending');
  await expect(form).toHaveCount(0);

  // Asked first: going back keeps it.
  await pending.getByRole('button', { name: 'Cancel request' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(ask).toContainText('Any amount held for it returns to your available balance.');
  await ask.getByRole('button', { name: 'Keep the request' }).click();
  await expect(ask).toBeHidden();
  await expect(figure(pending, 'Status')).toHaveText('Pending');

  await pending.getByRole('button', { name: 'Cancel request' }).click();
  await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The request has been cancelled. You can make a new request.' }),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(form.getByLabel('Amount to charge (USD)')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Review the charge' })).toBeEnabled();

  // The history says so too.
  await openTradeMenu(page, 'Wallet history');
  const history = page.getByRole('table', { name: 'Wallet charges and withdrawals, newest first' });
  await expect(history.getByRole('row').filter({ hasText: 'Wallet charge' })).toContainText(
    'Cancelled',
  );
});

test('a withdrawal holds the amount, the administrator rejects it with a reason, and the balance comes back', async ({
  page,
  admin,
  request,
}) => {
  const member = await createApprovedMember(request, 'withdraw');
  await fund(request, member, 500);
  await loginAs(page, member.username, member.password);
  await expectHeaderBalance(page, 500);
  await openTradeMenu(page, 'Wallet withdrawal');
  await expect(page.getByRole('heading', { name: 'Wallet withdrawal', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Wallet withdrawal' });
  // Available and held, apart, above the form.
  const wallet = form.getByLabel('Your wallet', { exact: true });
  await expect(figure(wallet, 'Available balance')).toHaveText('500.00 USD');
  await expect(figure(wallet, 'Held for pending requests')).toHaveText('0.00 USD');
  await form.getByLabel('Payout currency').selectOption({ label: 'US dollar (USD)' });
  await form.getByLabel('Amount to withdraw (USD)').fill('100');
  const preview = page.getByRole('region', { name: 'Your withdrawal' });
  await expect(figure(preview, 'Fee (2%)')).toHaveText('2.00 USD');
  // A USD payout: what leaves the wallet, the fee, what you receive; no repeated row, no rate.
  await expect(figure(preview, 'From your wallet')).toHaveText('100.00 USD');
  await expect(figure(preview, 'You receive')).toHaveText('98.00 USD');
  await expect(preview.getByRole('term')).toHaveText([
    'From your wallet',
    'Fee (2%)',
    'You receive',
  ]);
  const payout = page.getByRole('region', { name: 'Payout account' });
  await expect(figure(payout, 'Bank account')).toHaveText('Test Bank 1002003004');
  await expect(figure(payout, 'Account holder')).toHaveText(member.realName);

  // The password and the terms are asked for before anything is sent.
  const password = form.getByLabel('Withdrawal password');
  const terms = form.getByRole('checkbox', { name: /^I confirm that the payout account/ });
  await form.getByRole('button', { name: 'Review the withdrawal' }).click();
  await expect(password).toHaveAccessibleDescription('Exactly 6 digits. This field is required.');
  await expect(terms).toHaveAccessibleDescription('Accept the withdrawal terms to continue.');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await password.fill(member.moneyPassword);
  await terms.check();
  await form.getByRole('button', { name: 'Review the withdrawal' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this withdrawal request?' });
  await expect(figure(confirm, 'From your wallet')).toHaveText('100.00 USD');
  await expect(figure(confirm, 'You receive')).toHaveText('98.00 USD');
  await confirm.getByRole('button', { name: 'Send the request' }).click();

  const pending = page.getByRole('region', { name: 'Request in progress' });
  await expect(figure(pending, 'Type')).toHaveText('Wallet withdrawal');
  await expect(figure(pending, 'Status')).toHaveText('Pending');
  // Held at once: the header shows what is still available, the home page both apart.
  await expectHeaderBalance(page, 400);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Home' })
    .click();
  const home = page.getByRole('region', { name: 'Your wallet' });
  await expect(figure(home, 'Available balance')).toHaveText('400.00 USD');
  await expect(figure(home, 'Held for pending requests')).toHaveText('100.00 USD');

  // The administrator rejects it; the dialog will not without a reason.
  const rows = await findMemberRequests(
    admin,
    '/admin/trade/wallet-withdraw',
    'Wallet withdrawal requests',
    member.username,
  );
  await expect(rows).toContainText('Pending');
  // What to pay, in the row beside the account: the 98.00 the member was promised.
  await expect(rows.locator('td[data-label="To pay out"]')).toHaveText('98.00 USD');
  await rows.getByRole('button', { name: /^Reject: request #\d+ of / }).click();
  const decision = admin.getByRole('dialog', {
    name: new RegExp(`^Reject Wallet withdrawal #\\d+ of ${member.username}\\?$`),
  });
  // Where the money would go, so the administrator can pay it: the account the member asked for.
  await expect(decision).toContainText('Bank account');
  await expect(decision).toContainText('Test Bank');
  await expect(decision).toContainText('1002003004');
  await expect(decision).toContainText(member.realName);
  const reason = decision.getByLabel('Reason for the rejection (required)');
  await decision.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(/This field is required\./);
  await expect(decision).toBeVisible();
  await expect(rows).toContainText('Pending');

  const why = 'The payout account name does not match.';
  await reason.fill(why);
  await decision.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(decision).toBeHidden();
  // The outcome is told in view, and the keyboard stays on the decided row.
  await expect(
    admin.getByRole('status').filter({
      hasText: new RegExp(`^Request #\\d+ of ${member.username} has been rejected\\.$`),
    }),
  ).toBeInViewport();
  await expect(rows).toContainText('Rejected');
  await expect(rows.getByRole('button', { name: /^Details of request #\d+/ })).toBeFocused();
  await rows.getByRole('button', { name: /^Details of request #\d+/ }).click();
  await expect(admin.getByRole('row').filter({ hasText: why })).toHaveCount(1);

  // The member's money is back, available again and nothing held.
  await openTradeMenu(page, 'Wallet withdrawal');
  await expectHeaderBalance(page, 500);
  await expect(figure(wallet, 'Available balance')).toHaveText('500.00 USD');
  await expect(figure(wallet, 'Held for pending requests')).toHaveText('0.00 USD');
  await expect(form.getByLabel('Amount to withdraw (USD)')).toBeEnabled();

  // The history tells why, and that the money came back rather than being paid out.
  await openTradeMenu(page, 'Wallet history');
  const history = page.getByRole('table', { name: 'Wallet charges and withdrawals, newest first' });
  const row = history.getByRole('row').filter({ hasText: 'Wallet withdrawal' });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(why);
  // Nothing was paid out: the payout reads so, and the amount is back in the wallet.
  await expect(row.getByRole('term')).toHaveText(['You receive', 'Returned to your wallet']);
  await expect(row.getByRole('definition')).toHaveText(['Not paid', '100.00 USD']);
});

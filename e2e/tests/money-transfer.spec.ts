import { createApprovedMember, loginAs, platformIdOf } from '../fixtures/accounts';
import { expect, expectHeaderBalance, figure, fund, openTradeMenu, test } from '../fixtures/money';

/*
 * A transfer from the wallet to a KRW platform, as the member sees it before sending: the fee in
 * USD and the won that will arrive. docs/money.md: 50.00 USD to X-Poker at 1380.5 is a 1.00 fee
 * and 67,644 won (67,644.5 rounded down); 0.70 USD would reach 952 won, under the 1,000 minimum.
 */

test('a wallet → X-Poker transfer shows the won it will bring before it is confirmed', async ({
  page,
  request,
}) => {
  const member = await createApprovedMember(request, 'transfer', {
    platforms: ['ggclub', 'xpoker'],
  });
  await fund(request, member, 100);
  await loginAs(page, member.username, member.password);
  await expectHeaderBalance(page, 100);
  await openTradeMenu(page, 'Transfer request');
  await expect(page.getByRole('heading', { name: 'Transfer request', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Transfer request' });
  await expect(form.getByLabel('Direction')).toHaveValue('wallet_to_platform');
  await form.getByLabel('Direction').selectOption({ label: 'Wallet → platform' });
  await expect(form.getByLabel('From', { exact: true })).toHaveValue('Wallet (USD)');
  await form
    .getByLabel('To', { exact: true })
    .selectOption({ label: `X-Poker (${platformIdOf(member, 'xpoker')})` });
  const amount = form.getByLabel('Amount (USD)');
  const review = form.getByRole('button', { name: 'Review the transfer' });
  const preview = page.getByRole('region', { name: 'Your transfer' });

  // Too little to reach X-Poker's minimum: said beside the amount, and nothing can be sent.
  await amount.fill('0.70');
  await expect(figure(preview, 'Expected on X-Poker')).toHaveText('952 KRW');
  await review.click();
  await expect(amount).toHaveAccessibleDescription(
    /The amount reaching X-Poker must be at least 1,000\sKRW \(this would be 952\sKRW\)\./,
  );
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await amount.fill('50');
  await expect(figure(preview, 'Amount')).toHaveText('50.00 USD');
  await expect(figure(preview, 'Fee (2%)')).toHaveText('1.00 USD');
  await expect(figure(preview, 'Expected on X-Poker')).toHaveText('67,644 KRW');
  await expect(figure(preview, 'Exchange rate')).toHaveText('1 USD = 1,380.5 KRW');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Memo (optional)').fill('for tonight');

  await review.click();
  const confirm = page.getByRole('dialog', { name: 'Send this transfer request?' });
  await expect(figure(confirm, 'Direction')).toHaveText('Wallet → platform');
  await expect(figure(confirm, 'From')).toHaveText('Wallet');
  await expect(figure(confirm, 'To')).toHaveText('X-Poker');
  await expect(figure(confirm, 'Fee (2%)')).toHaveText('1.00 USD');
  await expect(figure(confirm, 'Expected on X-Poker')).toHaveText('67,644 KRW');
  await expect(figure(confirm, 'Your memo')).toHaveText('for tonight');
  await confirm.getByRole('button', { name: 'Send the request' }).click();
  await expect(confirm).toBeHidden();

  const pending = page.getByRole('region', { name: 'Request in progress' });
  await expect(
    pending.getByText('Your request has been submitted. An administrator will process it.'),
  ).toBeVisible();
  await expect(figure(pending, 'Type')).toHaveText('Transfer');
  await expect(figure(pending, 'Status')).toHaveText('Pending');
  await expect(figure(pending, 'To')).toHaveText('X-Poker');
  await expect(figure(pending, 'Expected amount')).toHaveText('67,644 KRW');
  // The 50 USD is held while the transfer waits.
  await expectHeaderBalance(page, 50);

  await openTradeMenu(page, 'Transfer history');
  const history = page.getByRole('table', { name: 'Transfers, newest first' });
  await expect(history.getByRole('row').filter({ hasText: '67,644 KRW' })).toContainText('Pending');
});

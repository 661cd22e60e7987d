import { expect, test } from '../fixtures/test';
import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { SUBJECTS, waitForMail } from '../fixtures/mail';

test('my page: basic info, and each tab saves and shows its messages', async ({
  page,
  request,
}) => {
  const member = await createApprovedMember(request, 'mypage');
  await loginAs(page, member.username, member.password);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My page' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();

  // Basic info, read-only.
  await expect(page.getByTestId('mypage-username')).toHaveText(member.username);
  await expect(page.getByTestId('mypage-realName')).toHaveText(member.realName);
  await expect(page.getByTestId('mypage-email')).toHaveText(member.email);
  await expect(page.getByTestId('mypage-referralId')).toHaveText(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId('mypage-warnings')).toHaveText('0 of 3');
  await expect(page.getByRole('tabpanel', { name: 'Basic info' })).toContainText('GG Club');

  // The tabs work from the keyboard.
  await page.getByRole('tab', { name: 'Basic info' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Change password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Change password: a wrong current one, then the right one.
  await page.getByLabel('Current password').fill('wrong1234');
  await page.getByLabel('New password', { exact: true }).fill('second1234');
  await page.getByLabel('Confirm new password').fill('second1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is wrong.',
  );
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill('second1234');
  await page.getByLabel('Confirm new password').fill('second1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Change password' }).getByRole('status'),
  ).toContainText('Your password has been changed.');

  // Withdrawal password: a wrong current one, then the right one.
  await page.getByRole('tab', { name: 'Withdrawal password' }).click();
  await page.getByLabel('Current withdrawal password').fill('000000');
  await page.getByLabel('New withdrawal password').fill('864200');
  await page.getByRole('button', { name: 'Change withdrawal password' }).click();
  await expect(page.getByLabel('Current withdrawal password')).toHaveAccessibleDescription(
    'The withdrawal password is incorrect.',
  );
  await page.getByLabel('Current withdrawal password').fill(member.moneyPassword);
  await page.getByLabel('New withdrawal password').fill('864200');
  await page.getByRole('button', { name: 'Change withdrawal password' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Withdrawal password' }).getByRole('status'),
  ).toContainText('Your withdrawal password has been changed.');

  // Bank info: saved with the new withdrawal password; a notice is mailed.
  const saved = Date.now();
  await page.getByRole('tab', { name: 'Bank info' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Bank info' });
  await expect(panel.getByLabel('Bank name')).toHaveValue('Test Bank');
  await panel.getByLabel('Bank name').fill('Hana Bank');
  await panel
    .getByLabel('USDT wallet address (optional)')
    .fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await panel.getByLabel('Peso account type (optional)').fill('Savings');
  await panel.getByLabel('Peso account number (optional)').fill('0099887766');
  await panel.getByLabel('Withdrawal password', { exact: true }).fill('111111');
  await panel.getByRole('button', { name: 'Save bank info' }).click();
  await expect(
    panel.getByLabel('Withdrawal password', { exact: true }),
  ).toHaveAccessibleDescription(/The withdrawal password is incorrect\./);
  await panel.getByLabel('Withdrawal password', { exact: true }).fill('864200');
  await panel.getByRole('button', { name: 'Save bank info' }).click();
  await expect(panel.getByRole('status')).toContainText('Bank info saved.');
  await waitForMail(member.email, SUBJECTS.bankInfo, { since: saved });

  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(
    page.getByRole('tabpanel', { name: 'Bank info' }).getByLabel('Bank name'),
  ).toHaveValue('Hana Bank');
  await expect(
    page.getByRole('tabpanel', { name: 'Bank info' }).getByLabel('USDT wallet address (optional)'),
  ).toHaveValue('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
});

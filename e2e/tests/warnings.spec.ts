import { expect, test } from '../fixtures/test';
import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { loginAsAdmin, storedKeys } from '../fixtures/session';

test('a member blocked by a third warning is logged out on the next call', async ({
  page,
  browser,
  request,
}) => {
  const member = await createApprovedMember(request, 'warned');
  await loginAs(page, member.username, member.password);

  // The administrator, in a browser of their own, gives three warnings with reasons.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto(`/admin/users/${member.id}`);
  await expect(admin.getByRole('heading', { name: `Member ${member.username}` })).toBeVisible();
  for (const [index, reason] of ['Rude chat', 'Shared account', 'Chargeback'].entries()) {
    await admin.getByRole('button', { name: 'Add a warning' }).click();
    const dialog = admin.getByRole('dialog', { name: `Warn ${member.username}?` });
    if (index === 2) await expect(dialog).toContainText('This is the third warning');
    await dialog.getByLabel('Reason for the warning').fill(reason);
    await dialog.getByRole('button', { name: 'Add a warning' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('user-warnings')).toContainText(`${index + 1} of 3`);
  }
  await expect(admin.getByRole('status')).toContainText(
    'With three warnings the account is now blocked.',
  );
  await expect(admin.getByRole('region', { name: 'Profile' })).toContainText('Blocked');
  const history = admin.getByRole('region', { name: 'Warnings' });
  for (const reason of ['Rude chat', 'Shared account', 'Chargeback']) {
    await expect(history).toContainText(reason);
  }
  await adminContext.close();

  // The member's next call answers 401: the session-expired dialog, then the login page.
  await page.goto('/mypage');
  const expired = page.getByRole('alertdialog', { name: 'Session expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page)).toMatchObject({ token: null, role: null, expiry: null });

  // And a new login says why.
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('This account is blocked.');
});

import { expect, test } from '../fixtures/test';
import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { resetLinkIn, SUBJECTS, waitForMail } from '../fixtures/mail';

test('forgot password → mailed link → new password → login; the link works once', async ({
  page,
  request,
}) => {
  const member = await createApprovedMember(request, 'forgot');
  const asked = Date.now();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If the details match an account, a reset link has been sent',
  );

  const link = resetLinkIn(await waitForMail(member.email, SUBJECTS.reset, { since: asked }));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short1');
  await page.getByLabel('New password', { exact: true }).blur();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('New password', { exact: true }).fill('renewed1234');
  await page.getByLabel('Confirm new password').fill('renewed1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await loginAs(page, member.username, 'renewed1234');

  // The same link again: used, so the invalid-link message and a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another1234');
  await page.getByLabel('Confirm new password').fill('another1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('The reset link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
});

import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { expect, test } from '../fixtures/money';

/*
 * The database is away for a moment (a restart, a failover): the API answers 503 meanwhile.
 * The member sees the site with a clear error and a Retry, never a blank page, and Retry works
 * once the database is back. (The server side of this: db-connection-loss.postgres.test.ts.)
 */
test('while the API answers 503 the page says so with a Retry, and Retry recovers', async ({
  page,
  request,
}) => {
  const member = await createApprovedMember(request, 'outage');
  await loginAs(page, member.username, member.password);

  const unavailable = { error: 'service_unavailable', message: 'The database is not reachable' };
  await page.route('**/api/users/info', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify(unavailable),
    }),
  );
  await page.reload();
  // The shell stands: header and menu are there, and the page tells what happened.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Your wallet summary could not be loaded.' });
  await expect(alert).toBeVisible();

  await page.unroute('**/api/users/info');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { name: `Hello, ${member.realName}`, level: 1 }),
  ).toBeVisible();
});

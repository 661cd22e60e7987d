import { bearer, createApprovedMember, loginAs, ok } from '../fixtures/accounts';
import { activateDepositAddress } from '../fixtures/money';
import { expect, test } from '../fixtures/test';
import { storedKeys } from '../fixtures/session';

test('the first visit stores en; a chosen language survives reloads', async ({ page }) => {
  await page.goto('/');
  expect((await storedKeys(page)).lang).toBe('en');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  // Choosing a language saves it and reloads the page.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('combobox', { name: 'Language' }).selectOption('ko'),
  ]);
  expect((await storedKeys(page)).lang).toBe('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await page.reload();
  expect((await storedKeys(page)).lang).toBe('ko');
  await expect(page.getByRole('combobox').first()).toHaveValue('ko');

  // The other languages render their own text too.
  for (const lang of ['zh', 'ja', 'en']) {
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('combobox').first().selectOption(lang),
    ]);
    expect((await storedKeys(page)).lang).toBe(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

test('a member who picks Korean receives the auto-message of their next charge in Korean', async ({
  page,
  request,
}) => {
  const member = await createApprovedMember(request, 'kolang');
  await activateDepositAddress(request, 'USD');
  await loginAs(page, member.username, member.password);
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('combobox', { name: 'Language' }).selectOption('ko'),
  ]);
  // The site tells the server on its own; nothing for the member to save.
  const headers = bearer((await storedKeys(page)).token ?? '');
  await expect
    .poll(
      async () =>
        (await ok<{ language: string }>(await request.get('/api/users/info', { headers })))
          .language,
    )
    .toBe('ko');

  const charge = await ok<{ id: number }>(
    await request.post('/api/wallet/charges', { headers, data: { currency: 'USD', amount: 50 } }),
  );
  try {
    await page.goto('/messages');
    await expect(page.getByRole('link', { name: '충전 신청 접수' })).toBeVisible();
    await page.getByRole('link', { name: '충전 신청 접수' }).click();
    await expect(
      page.getByText(`${member.username}님, 50.00 USD 충전 신청이 접수되었습니다.`, {
        exact: false,
      }),
    ).toBeVisible();
  } finally {
    await ok(await request.post(`/api/requests/${charge.id}/cancel`, { headers }));
  }
});

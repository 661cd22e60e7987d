import type { Page } from '@playwright/test';
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

/** The words of the page's headings that a line break cuts in two, and how many lines they take. */
async function cutWords(page: Page): Promise<{ cut: string[]; lines: number }> {
  return page.locator('h1, h2').evaluateAll((headings) => {
    const cut: string[] = [];
    let lines = 0;
    for (const heading of headings) {
      const tops = (range: Range) =>
        new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const whole = document.createRange();
      whole.selectNodeContents(heading);
      lines = Math.max(lines, tops(whole));
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (tops(range) > 1) cut.push(word[0]);
        }
      }
    }
    return { cut, lines };
  });
}

test('Korean headings keep each word whole on a phone; the other languages are left to their own rules', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  for (const [language, wordBreak] of [
    ['ko', 'keep-all'],
    ['en', 'normal'],
    ['ja', 'normal'],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const breaks = await page
      .locator('h1, h2')
      .evaluateAll((headings) => headings.map((heading) => getComputedStyle(heading).wordBreak));
    expect(breaks.length, language).toBeGreaterThan(1);
    expect(new Set(breaks), `${language}: word-break of h1 and h2`).toEqual(new Set([wordBreak]));
  }
  // In Korean the welcome heading takes two lines at this width, and no word is cut by the break.
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '회원 지갑에 오신 것을 환영합니다',
  );
  const { cut, lines } = await cutWords(page);
  expect(lines, 'the heading does not wrap, so nothing is shown').toBeGreaterThan(1);
  expect(cut).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { loginAsAdmin, loginAsMember } from '../fixtures/session';

/*
 * Forms use the width they have: at 1280 px what helps to fill a form (the inquiry's guidance,
 * the editor's preview, a my-page tab's guide, a money form's figures or account) stands beside
 * it, and the pair spans most of the page; at 390 px it stands under it and nothing scrolls
 * sideways. The sign-up form's sections stand two by two. In English and Korean, whose words are
 * longer.
 */

const LANGUAGES = ['en', 'ko'] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is not on the page').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** `path` in `language` at `width` px, once `ready` shows. */
async function open(page: Page, path: string, language: string, width: number, ready: Locator) {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(ready).toBeVisible();
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * At 1280 px `help` is beside `form` (to its right, their tops level within a line) and the two
 * span at least `share` of `frame`; at 390 px `help` is under `form`.
 */
async function expectBesideThenUnder(
  page: Page,
  where: string,
  parts: { form: Locator; help: Locator; frame: Locator; share: number },
  reopenAt: (width: number) => Promise<void>,
): Promise<void> {
  await reopenAt(1280);
  const form = await boxOf(parts.form);
  const help = await boxOf(parts.help);
  const frame = await boxOf(parts.frame);
  expect(help.x, `${where}: the help is not beside the form at 1280 px`).toBeGreaterThanOrEqual(
    form.x + form.width,
  );
  expect(help.y, `${where}: the help does not start beside the form`).toBeLessThan(form.y + 48);
  expect(
    (help.x + help.width - form.x) / frame.width,
    `${where}: the form and its help leave most of the page empty`,
  ).toBeGreaterThanOrEqual(parts.share);
  await expectNoSidewaysScroll(page, `${where} at 1280 px`);

  await reopenAt(390);
  const narrowForm = await boxOf(parts.form);
  const narrowHelp = await boxOf(parts.help);
  expect(narrowHelp.y, `${where}: the help is not under the form at 390 px`).toBeGreaterThanOrEqual(
    narrowForm.y + narrowForm.height - 1,
  );
  await expectNoSidewaysScroll(page, `${where} at 390 px`);
}

test('the inquiry form has its guidance beside it at 1280 px and under it at 390 px', async ({
  page,
}) => {
  await loginAsMember(page);
  for (const language of LANGUAGES) {
    const form = page.locator('form.content-form');
    await expectBesideThenUnder(
      page,
      `/support/inquiry/write (${language})`,
      {
        form,
        help: page.locator('.ui-form-aside__aside .ui-card'),
        frame: page.locator('main'),
        share: 0.75,
      },
      (width) => open(page, '/support/inquiry/write', language, width, form),
    );
  }
});

for (const [path, name] of [
  ['/admin/messages/send', 'the message'],
  ['/admin/notices/create', 'the notice'],
] as const) {
  test(`${name}'s preview is beside its editor at 1280 px and under it at 390 px (${path})`, async ({
    page,
  }) => {
    await loginAsAdmin(page);
    for (const language of LANGUAGES) {
      const box = page.locator('textarea.html-editor__source');
      await expectBesideThenUnder(
        page,
        `${path} (${language})`,
        {
          form: box,
          help: page.locator('.html-editor__preview'),
          frame: page.locator('main'),
          share: 0.75,
        },
        (width) => open(page, path, language, width, box),
      );
    }
  });
}

test('each my-page form has its guide beside it at 1280 px and under it at 390 px', async ({
  page,
}) => {
  await loginAsMember(page);
  for (const tab of ['password', 'money-password', 'bank']) {
    for (const language of LANGUAGES) {
      const form = page.locator('form.mypage__form');
      await expectBesideThenUnder(
        page,
        `/mypage?tab=${tab} (${language})`,
        { form, help: page.locator('.mypage__guide'), frame: page.locator('main'), share: 0.75 },
        (width) => open(page, `/mypage?tab=${tab}`, language, width, form),
      );
    }
  }
});

// One test per form: twenty page loads in one test outgrow its minute on a busy two-core machine.
for (const path of [
  '/wallet/charge',
  '/wallet/withdraw',
  '/wallet/transfer',
  '/trade/recharge',
  '/trade/withdraw',
]) {
  test(`the money form ${path} has its figures or account beside the fields at 1280 px and under them at 390 px`, async ({
    page,
    request,
  }) => {
    // A member of this test alone: no request of another test is pending in place of the form.
    const member = await createApprovedMember(request, 'layout');
    await loginAs(page, member.username, member.password);
    for (const language of LANGUAGES) {
      const field = page.locator('form.money-form .ui-field').first();
      await expectBesideThenUnder(
        page,
        `${path} (${language})`,
        {
          form: field,
          help: page.locator('.money-form__aside .ui-card').first(),
          frame: page.locator('main'),
          share: 0.75,
        },
        (width) => open(page, path, language, width, field),
      );
    }
  });
}

test('the sign-up sections stand two by two at 1280 px and one under another at 390 px', async ({
  page,
}) => {
  await page.goto('/');
  for (const language of LANGUAGES) {
    const sections = page.locator('form.register__form > fieldset.register__group');
    await expectBesideThenUnder(
      page,
      `/register (${language})`,
      { form: sections.nth(0), help: sections.nth(1), frame: page.locator('main'), share: 0.75 },
      (width) => open(page, '/register', language, width, sections.first()),
    );
  }
});

import type { Page } from '@playwright/test';
import { bearer, createApprovedMember, loginAs, ok } from '../fixtures/accounts';
import { WELCOME_POPUP, withPopupEvent } from '../fixtures/content';
import { expect, test } from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';
import { currentSite } from '../fixtures/site';

/*
 * The site talking to its members (docs/communication.md), each person at their own screen:
 * messages and the unread badge, notices, the home popup, one-to-one inquiries with a hostile
 * one, and the dashboard's charts.
 */

const badge = (page: Page) => page.getByTestId('unread-badge');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Collects what runs on `page`: dialogs, page errors, and the payloads' marker (window.__xss). */
function watch(page: Page): { check: () => Promise<void> } {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(`error: ${error.message}`));
  return {
    check: async () => {
      const marker = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
      expect({ ran, marker }).toEqual({ ran: [], marker: undefined });
    },
  };
}

/**
 * What on the rendered page could run: a script element in the body, an element with an on*
 * attribute, a javascript: address, a frame, an svg inside stored content.
 */
function scriptable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = [
      ...document.querySelectorAll('body script, .safe-html :is(svg, iframe, object, embed)'),
    ].map((element) => element.outerHTML.slice(0, 80));
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        const address = ['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name)
          ? URL.parse(value, location.href)?.protocol
          : undefined;
        if (/^on/i.test(name) || address === 'javascript:') {
          found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
        }
      }
    }
    return found;
  });
}

test('a message sent in the back office reaches the member, whose badge falls on reading it', async ({
  page,
  admin,
  request,
}) => {
  const member = await createApprovedMember(request, 'inbox');
  const subject = `Your account is ready ${member.username}`;

  await admin.goto('/admin/messages/send');
  await expect(admin.getByRole('heading', { name: 'Send a message', level: 1 })).toBeVisible();
  await admin.getByLabel('Chosen members').check();
  const search = admin.getByLabel('Find a member');
  await search.fill(member.username);
  await admin.getByRole('button', { name: `Add ${member.username}` }).click();
  await expect(admin.getByRole('list', { name: 'Chosen members' })).toContainText(member.username);
  await admin.getByLabel('Subject').fill(subject);
  await admin
    .getByRole('textbox', { name: 'Content' })
    .fill('<p>Welcome! Register your <b>bank account</b> first.</p>');
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: `Send “${subject}”?` });
  await expect(confirm).toContainText(member.username);
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(admin.getByText('The message has been sent to 1 members.')).toBeVisible();
  await admin.getByRole('link', { name: 'See sent messages' }).click();
  const sent = admin.getByRole('table', { name: 'Sent messages, newest first' });
  await expect(sent.getByRole('row').filter({ hasText: subject })).toContainText('0 / 1');

  await loginAs(page, member.username, member.password);
  await expect(badge(page)).toHaveText('1');
  await mainMenu(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Your messages, newest first' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(row).toContainText('Unread');
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.locator('.safe-html b')).toHaveText('bank account');
  // Read: the badge goes at once, without waiting for the 30-second poll or a reload.
  await expect(badge(page)).toHaveCount(0);

  await admin.reload();
  await expect(sent.getByRole('row').filter({ hasText: subject })).toContainText('1 / 1');
});

test('a notice written in the back office is on the public list, pinned first', async ({
  page,
  admin,
}) => {
  const title = `Holiday service hours ${Date.now()}`;
  await admin.goto('/admin/notice');
  await admin.getByRole('link', { name: 'Write a notice' }).click();
  await expect(admin.getByRole('heading', { name: 'Write a notice', level: 1 })).toBeVisible();
  await admin.getByLabel('Title').fill(title);
  await admin
    .getByRole('textbox', { name: 'Content' })
    .fill('<p>Support answers after <b>15:00 KST</b>.</p>');
  await admin.getByLabel('Pin to the top').check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('The notice has been published.')).toBeVisible();

  // A visitor, not logged in.
  await page.goto('/support/notice');
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  const first = page
    .getByRole('list', { name: 'Notices, pinned first, then newest' })
    .getByRole('listitem')
    .first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('Pinned');
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('.safe-html b')).toHaveText('15:00 KST');
});

test('a popup shows on home and stays hidden after "don\'t show again today" and a reload', async ({
  page,
  request,
}) => {
  await withPopupEvent(request, WELCOME_POPUP, async () => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Welcome bonus week' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Charge 100 USD or more this week.');
    await popup.getByRole('button', { name: "Don't show again today" }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Member Wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a member writes an inquiry, a second waits, the administrator answers, the member reads it', async ({
  page,
  admin,
  request,
}) => {
  const member = await createApprovedMember(request, 'asks');
  const title = `When is my charge credited ${member.username}`;
  await loginAs(page, member.username, member.password);
  await page.goto('/support/inquiry');
  await page.getByRole('main').getByRole('link', { name: 'Write an inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Write an inquiry', level: 1 })).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByLabel('Category').selectOption({ label: 'Deposits, withdrawals and transfers' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Details (optional)').fill('I sent 138,050 KRW.\nHow long does it take?');
  await page.getByRole('button', { name: 'Send the inquiry' }).click();
  await expect(page).toHaveURL(/\/support\/inquiry$/);
  expect(alerts).toEqual(['Your inquiry has been sent. We will answer it as soon as we can.']);
  await expect(
    page
      .getByRole('list', { name: 'Your inquiries, newest first' })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toContainText('Awaiting an answer');

  // A second one while the first waits is refused with the pending message.
  await page.getByRole('main').getByRole('link', { name: 'Write an inquiry' }).click();
  await page.getByLabel('Category').selectOption({ label: 'Account' });
  await page.getByLabel('Title').fill('Another question');
  await page.getByRole('button', { name: 'Send the inquiry' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have an unanswered inquiry. Please wait for the reply before writing another.',
  );
  await expect(page).toHaveURL(/\/support\/inquiry\/write$/);

  await admin.goto('/admin/inquiry?status=pending');
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(member.username);
  await row.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await admin.getByLabel('Your answer').fill('Charges are credited as soon as they are approved.');
  await admin.getByRole('button', { name: 'Register the answer' }).click();
  // An answer is given once, for good: it is confirmed first.
  await admin
    .getByRole('dialog', { name: 'Register this answer?' })
    .getByRole('button', { name: 'Register the answer' })
    .click();
  await expect(admin.getByText('Answer registered.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/inquiry/);

  await page.goto('/support/inquiry');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Charges are credited as soon as they are approved.')).toBeVisible();
});

test("an inquiry carrying <script> and onerror runs nothing in the administrator's browser", async ({
  admin,
  browser,
  request,
}) => {
  const member = await createApprovedMember(request, 'xss');
  const memberToken = (
    await ok<{ token: string }>(
      await request.post('/api/users/login', {
        data: { username: member.username, password: member.password },
      }),
    )
  ).token;
  const title = `Broken image ${member.username}`;
  const payload =
    '<p>See this</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>' +
    '<a href="javascript:window.__xss=3;alert(3)">link</a><svg onload="window.__xss=4;alert(4)"></svg>';
  const inquiry = await ok<{ id: number }>(
    await request.post('/api/users/inquiries', {
      headers: bearer(memberToken),
      data: { category: 'etc', title, content: payload },
    }),
  );

  // As stored: the server's allow-list has cleaned it, and the CSP refuses inline script.
  const ran = watch(admin);
  await admin.goto('/admin/inquiry');
  await admin
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(admin.getByText('See this')).toBeVisible();
  expect(await scriptable(admin)).toEqual([]);
  await admin.locator('.safe-html a').click();

  // As an older row or a server bug would hand it over: the API's answer carries the payload
  // raw, in a browser that ignores the CSP, so only the browser's sanitiser (SafeHtml's
  // DOMPurify) stands between it and the page.
  const context = await browser.newContext({ baseURL: currentSite().baseURL, bypassCSP: true });
  try {
    const raw = await context.newPage();
    await loginAsAdmin(raw);
    const ranRaw = watch(raw);
    let served = 0;
    await raw.route(
      (url) => url.pathname === `/api/admin/inquiries/${inquiry.id}`,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { content: string };
        served += 1;
        await route.fulfill({
          response,
          json: { ...body, content: `<p>Served raw</p>${payload}` },
        });
      },
    );
    await raw.goto(`/admin/inquiries/${inquiry.id}`);
    await expect(raw.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(raw.locator('.safe-html').getByText('Served raw')).toBeVisible();
    expect(served).toBeGreaterThan(0);
    expect(await scriptable(raw)).toEqual([]);
    // The link is still there, its javascript: address gone: clicking it runs nothing.
    await raw.locator('.safe-html a', { hasText: 'link' }).click();
    await ranRaw.check();
  } finally {
    await context.close();
  }
  // The first page has stayed open all along: anything that ran late would have shown by now.
  await ran.check();
});

test('the dashboard shows the five cards, each a link, and the charts of the last 30 days', async ({
  admin,
}) => {
  await admin.goto('/admin/dashboard');
  for (const card of [
    'Total members',
    "Today's new sign-ups",
    'Pending sign-ups',
    'Pending recharges',
    'Pending withdrawals',
  ]) {
    await expect(admin.getByRole('link', { name: `Open the list: ${card}` })).toBeVisible();
  }
  await expect(admin.getByRole('heading', { name: 'The last 30 days' })).toBeVisible();
  await expect(admin.getByRole('figure', { name: /^Sign-ups per day/ })).toBeVisible();
  // uPlot draws on a canvas: three charts, each with a drawn surface of some size.
  const canvases = admin.locator('.uplot canvas');
  await expect(canvases).toHaveCount(3);
  const box = await canvases.first().boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  await admin.getByRole('button', { name: 'Show as a table' }).click();
  await expect(
    admin.getByRole('table', { name: 'Activity per day (KST), oldest first' }).getByRole('row'),
  ).toHaveCount(31);
});

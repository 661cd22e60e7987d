import type { APIRequestContext, Browser, Locator, Page, Route } from '@playwright/test';
import {
  adminToken,
  bearer,
  createApprovedMember,
  loginAs,
  ok,
  type TestMember,
} from '../fixtures/accounts';
import { withPopupEvent } from '../fixtures/content';
import { activateDepositAddress, expect, test } from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';
import { currentSite } from '../fixtures/site';

/*
 * Stored XSS, as the people who read it meet it: known payloads in every field one person writes
 * and another reads — a member's name and bank, a depositor name, a rejection reason, the
 * auto-message templates, a notice, a message, an inquiry and its answer, a popup — then the
 * pages that show them, in both browsers. Nothing may run (no dialog, no page error, no marker,
 * no inline script the page's CSP had to refuse), and the rendered DOM holds no script, no event
 * handler and no javascript: address.
 *
 * The server cleans what it stores (sanitize-html) and the CSP refuses inline script, so all that
 * would hold without the browser's sanitiser (DOMPurify in SafeHtml). So each test ends with the
 * API handing a browser that ignores the CSP the raw payloads, as an old row or a server bug
 * would: only SafeHtml then stands between them and the DOM.
 */

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"></svg>',
  '"><img src=x onerror=window.__xss=4>',
  '<a href="javascript:window.__xss=5">x</a>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
];
/** One short payload for fields of 50 characters. */
const SHORT = '<img src=x onerror=window.__xss=7>';
const HTML = `<p>Hello</p>${PAYLOADS.join('')}`;
/** The home popup both tests keep live: its title and content carry payloads. */
const HOSTILE_POPUP = { title: `Popup ${SHORT}`, content: HTML };

/** What an unsanitised row holds: each would run, or leave a handler in the DOM, unless cleaned. */
const RAW_PAYLOADS = [
  '<img src=x onerror="window.__xss=11;alert(11)">',
  '<script>window.__xss=12;alert(12)</script>',
  '<a href="javascript:window.__xss=13;alert(13)">raw link</a>',
  '<svg onload="window.__xss=14;alert(14)"><circle r="1"></circle></svg>',
  '<details open ontoggle="window.__xss=15;alert(15)"><summary>raw details</summary></details>',
  '<iframe srcdoc="<script>parent.__xss=16</script>"></iframe>',
].join('');

interface MessageTemplate {
  template_key: string;
  label: string;
  content: string;
}

/** The auto-messages (docs/product.md §3): the fieldset the back office shows each in, and its words. */
const TEMPLATES = [
  {
    group: 'Charge request received (sent when a member submits a charge)',
    words: 'Charge received',
  },
  { group: 'Request completed (sent when a request is approved)', words: 'Request completed' },
  { group: 'Request rejected (sent when a request is rejected)', words: 'Request rejected' },
  { group: 'Request cancelled (sent when a request is cancelled)', words: 'Request cancelled' },
] as const;

/**
 * Fails the test on anything that ran on `page`, on any document it shows from now on: a dialog,
 * a page error, the payloads' marker set (window.__xss), or script the CSP refused to run (an
 * attempt is as bad as a success: only the CSP stood in its way).
 */
async function watch(page: Page): Promise<{ check: () => void }> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(`error: ${error.message}`));
  await page.exposeFunction('__xssReport', (what: string) => ran.push(what));
  await page.addInitScript(() => {
    const report = (what: string) =>
      void (window as unknown as { __xssReport: (what: string) => Promise<void> }).__xssReport(
        what,
      );
    // Every payload sets this marker: setting it tells the test at once, from any frame.
    Object.defineProperty(window, '__xss', {
      configurable: true,
      get: () => undefined,
      set: (value: unknown) => report(`marker ${String(value)} on ${location.pathname}`),
    });
    // Inline script or style, an event-handler attribute, a javascript: address: what content
    // could carry. The site itself trips none (no eval, no inline style), so any refusal counts.
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`csp refused ${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
  return { check: () => expect(ran).toEqual([]) };
}

/**
 * The rendered page holds nothing that could run: no script element, no on* attribute on any
 * element, no javascript: address, no frame or plugin inside stored content.
 */
async function expectCleanDom(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) => {
      const classes = element.getAttribute('class');
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`;
    };
    for (const script of document.body.querySelectorAll('script')) {
      found.push(`script ${script.outerHTML.slice(0, 80)}`);
    }
    for (const element of document.querySelectorAll(
      '.safe-html iframe, .safe-html frame, .safe-html object, .safe-html embed',
    )) {
      found.push(`frame ${describe(element)}`);
    }
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${describe(element)} ${name}="${attribute.value}"`);
        else if (name === 'srcdoc') found.push(`${describe(element)} srcdoc`);
        else if (['href', 'xlink:href', 'src', 'action', 'formaction', 'data'].includes(name)) {
          // The browser's own URL parser, which ignores the spaces, tabs and case that hide a scheme.
          let scheme = '';
          try {
            scheme = new URL(attribute.value, location.href).protocol;
          } catch {
            // Not an address at all: nothing to follow.
          }
          if (scheme === 'javascript:' || scheme === 'vbscript:') {
            found.push(`${describe(element)} ${name}="${attribute.value}"`);
          }
        }
      }
    }
    return found;
  });
  expect(problems, `what could run on ${where}`).toEqual([]);
}

/**
 * Clicks every link stored content holds that does not simply lead to a web or mail address (the
 * javascript: links of the payloads, cleaned of their address); answers how many it clicked.
 */
async function clickPayloadLinks(scope: Page | Locator): Promise<number> {
  const links = scope.locator('.safe-html a');
  let clicked = 0;
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    if (/^(https?:|mailto:)/i.test(href.trim())) continue;
    await link.click();
    clicked += 1;
  }
  return clicked;
}

/**
 * Opens `path` and waits for it (for `text` in stored content when given), checks its DOM (an open
 * popup included), clicks the links the payloads made, and closes the popup home may open.
 * Answers how many links it clicked.
 */
async function visit(page: Page, path: string, text?: string): Promise<number> {
  await page.goto(path);
  if (text) await expect(page.locator('.safe-html').getByText(text).first()).toBeVisible();
  else await page.waitForLoadState('networkidle');
  await expectCleanDom(page, path);
  let clicked = 0;
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) {
    clicked += await clickPayloadLinks(dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
  return clicked + (await clickPayloadLinks(page));
}

/**
 * Rewrites the JSON the API answers to GETs of `pathname` with `rewrite`, as an unsanitised row
 * would come back. Adds each path it rewrote to `served`.
 */
async function serveRaw(
  page: Page,
  pathname: RegExp,
  rewrite: (body: Record<string, unknown>, path: string) => void,
  served: string[],
): Promise<void> {
  await page.route(
    (url) => pathname.test(url.pathname),
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      const path = new URL(route.request().url()).pathname;
      const body = (await response.json()) as Record<string, unknown>;
      rewrite(body, path);
      served.push(path);
      return route.fulfill({ response, json: body });
    },
  );
}

/** Raw content for `field` of the answer of `path`: a line to find it by, then the payloads. */
const rawContent = (field: string, path: string) => `<p>Raw ${field} of ${path}</p>${RAW_PAYLOADS}`;

/** Replaces the named fields of the answer with raw content. */
const rawFields =
  (...fields: string[]) =>
  (body: Record<string, unknown>, path: string) => {
    for (const field of fields) body[field] = rawContent(field, path);
  };

/**
 * `page` shows raw content in each of `fields` of the answer of `api`: it arrived and kept its
 * harmless parts (SafeHtml cleaned it, it did not drop it), nothing in the DOM can run, and the
 * payload's link, clicked, does nothing.
 */
async function expectCleaned(page: Page, api: string, fields: string[]): Promise<void> {
  const content = page.locator('.safe-html');
  for (const field of fields) {
    await expect(content.getByText(`Raw ${field} of ${api}`)).toBeVisible();
  }
  await expect(content.locator('summary')).toHaveCount(fields.length);
  await expectCleanDom(page, `raw ${api}`);
  expect(await clickPayloadLinks(page), `the raw links of ${api}`).toBe(fields.length);
}

/** A new browser that ignores the site's CSP (so a payload that got through would really run). */
async function withoutCsp(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: currentSite().baseURL, bypassCSP: true });
  return context.newPage();
}

/** What the tests write for one member, each field carrying payloads. */
interface HostileRows {
  member: TestMember;
  asMember: { headers: Record<string, string> };
  asAdmin: { headers: Record<string, string> };
  inquiryId: number;
  inquiryTitle: string;
  noticeId: number;
}

/**
 * Through the API, as the member and the administrator: the member's name (set by the
 * administrator) and bank, the member's inquiry, a message to the member, a notice. The home
 * popup is HOSTILE_POPUP, live while a test runs (withPopupEvent).
 */
async function writeHostileRows(request: APIRequestContext, prefix: string): Promise<HostileRows> {
  const asAdmin = { headers: bearer(await adminToken(request)) };
  const member = await createApprovedMember(request, prefix);
  const memberToken = (
    await ok<{ token: string }>(
      await request.post('/api/users/login', {
        data: { username: member.username, password: member.password },
      }),
    )
  ).token;
  const asMember = { headers: bearer(memberToken) };
  await ok(
    await request.patch(`/api/admin/users/${member.id}`, { ...asAdmin, data: { realName: SHORT } }),
  );
  await ok(
    await request.put('/api/users/bank-info', {
      ...asMember,
      data: { moneyPassword: member.moneyPassword, bankName: SHORT, bankAccount: '1002003004' },
    }),
  );
  await activateDepositAddress(request, 'USD');
  const inquiryTitle = `Question ${SHORT} ${member.username}`;
  const inquiry = await ok<{ id: number }>(
    await request.post('/api/users/inquiries', {
      ...asMember,
      data: { category: 'etc', title: inquiryTitle, content: HTML },
    }),
  );
  await ok(
    await request.post('/api/admin/messages', {
      ...asAdmin,
      data: { recipients: [member.username], subject: `Note ${SHORT}`, content: HTML },
    }),
  );
  const notice = await ok<{ id: number }>(
    await request.post('/api/admin/notices', {
      ...asAdmin,
      data: { title: `Notice ${SHORT}`, content: HTML, pinned: false },
    }),
  );
  return {
    member,
    asMember,
    asAdmin,
    inquiryId: inquiry.id,
    inquiryTitle,
    noticeId: notice.id,
  };
}

/** A charge of 40 USD by the member, its depositor name a payload. */
async function charge(request: APIRequestContext, rows: HostileRows): Promise<number> {
  const made = await ok<{ id: number }>(
    await request.post('/api/wallet/charges', {
      ...rows.asMember,
      data: { currency: 'USD', amount: 40, depositorName: SHORT },
    }),
  );
  return made.id;
}

/** Rejects the request with every payload as the reason the member reads. */
async function reject(request: APIRequestContext, rows: HostileRows, id: number): Promise<void> {
  await ok(
    await request.post(`/api/admin/requests/${id}/reject`, {
      ...rows.asAdmin,
      data: { adminMemo: `No. ${PAYLOADS.join(' ')}` },
    }),
  );
}

test('payloads in every field the member reads run nothing, nor do they when the API serves them raw', async ({
  browser,
  page,
  admin,
  request,
}) => {
  // Some twenty pages, in the member's browser and the one that ignores the CSP.
  test.setTimeout(150_000);
  const rows = await writeHostileRows(request, 'xssmember');
  const { member, asMember, asAdmin, inquiryId, noticeId } = rows;
  const memberSide = await watch(page);
  const adminSide = await watch(admin);
  // The templates are the site's: put back as soon as the messages are written, whatever happens.
  const originalTemplates = await ok<MessageTemplate[]>(
    await request.get('/api/admin/message-templates', asAdmin),
  );
  let templatesEdited = true;
  const restoreTemplates = async () => {
    if (!templatesEdited) return;
    await ok(
      await request.post('/api/admin/message-templates', { ...asAdmin, data: originalTemplates }),
    );
    templatesEdited = false;
  };
  await withPopupEvent(request, HOSTILE_POPUP, async ({ id: popupId }) => {
    let raw: Page | undefined;
    try {
      // (a) The administrator writes every auto-message template in the back office.
      await admin.goto('/admin/messages/templates');
      await expect(
        admin.getByRole('heading', { name: 'Message templates', level: 1 }),
      ).toBeVisible();
      for (const { group, words } of TEMPLATES) {
        const fields = admin.getByRole('group', { name: group });
        await fields.getByLabel('Subject').fill(`${words} ${SHORT}`);
        await fields.getByLabel('Content').fill(
          // Each template's own placeholders: a charge request has no memo.
          `<p>${words} for {{username}}: {{amount}} {{currency}}.</p>${group.startsWith('Charge') ? '' : '<p>Reason: {{memo}}</p>'}${PAYLOADS.join('')}`,
        );
      }
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expectCleanDom(admin, '/admin/messages/templates');
      adminSide.check();
      // Three charges, each sending "charge received", then rejected (with a hostile reason),
      // approved and cancelled: every template reaches the member.
      await reject(request, rows, await charge(request, rows));
      await ok(
        await request.post(`/api/admin/requests/${await charge(request, rows)}/approve`, asAdmin),
      );
      await ok(
        await request.post(`/api/admin/requests/${await charge(request, rows)}/cancel`, asAdmin),
      );
      await restoreTemplates();
      // (a) The administrator's answer to the member's inquiry.
      await ok(
        await request.patch(`/api/admin/inquiries/${inquiryId}/answer`, {
          ...asAdmin,
          data: { answer: `<p>Our answer</p>${PAYLOADS.join('')}` },
        }),
      );

      // (b) Each page the member reads: its DOM checked, each link the payloads made clicked.
      await loginAs(page, member.username, member.password);
      await expect(page.getByRole('dialog', { name: `Popup ${SHORT}` })).toContainText('Hello');
      for (const path of ['/', '/messages', '/wallet/history', '/support/inquiry', '/mypage']) {
        await visit(page, path);
      }
      expect(await visit(page, `/support/notice/${noticeId}`, 'Hello')).toBe(1);
      const inbox = await ok<Array<{ id: number; subject: string }>>(
        await request.get('/api/messages?limit=50', asMember),
      );
      const messageOf = (subject: string) => {
        const found = inbox.find((message) => message.subject === subject);
        expect(found, `the member has a message "${subject}"`).toBeDefined();
        return found?.id ?? 0;
      };
      const note = messageOf(`Note ${SHORT}`);
      expect(await visit(page, `/messages/${note}`, 'Hello')).toBe(1);
      // Each auto-message, as the templates written above made it.
      for (const { words } of TEMPLATES) {
        const path = `/messages/${messageOf(`${words} ${SHORT}`)}`;
        expect(await visit(page, path, `${words} for ${member.username}: 40.00 USD.`)).toBe(1);
        if (words === 'Request rejected') {
          // The reason went into the template as text: the member reads the payloads, inert.
          await expect(page.locator('.safe-html')).toContainText(`Reason: No. ${PAYLOADS[0]}`);
        }
      }
      // The inquiry and the administrator's answer.
      expect(await visit(page, `/support/inquiry/${inquiryId}`, 'Our answer')).toBe(2);
      await expect(page.locator('.safe-html').getByText('Hello')).toBeVisible();
      memberSide.check();

      // (c) The API hands the raw payloads (popup, message, notice, inquiry and answer) to a
      // browser that ignores the CSP: SafeHtml's DOMPurify is all that stands in the way. (With the
      // CSP on, Chrome reports the handlers DOMPurify's own parser meets as refused: no use here.)
      raw = await withoutCsp(browser);
      await loginAs(raw, member.username, member.password);
      const rawSide = await watch(raw);
      const served: string[] = [];
      await serveRaw(raw, /^\/api\/messages\/\d+$/, rawFields('content'), served);
      await serveRaw(raw, /^\/api\/notices\/\d+$/, rawFields('content'), served);
      await serveRaw(raw, /^\/api\/users\/inquiries\/\d+$/, rawFields('content', 'answer'), served);
      await serveRaw(
        raw,
        /^\/api\/events\/active$/,
        (body, path) => {
          for (const event of body as unknown as Array<{ id: number; content: string }>) {
            if (event.id === popupId) event.content = rawContent('content', path);
          }
        },
        served,
      );
      await raw.goto('/');
      await expectCleaned(raw, '/api/events/active', ['content']);
      await raw.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      for (const [path, api, fields] of [
        [`/messages/${note}`, `/api/messages/${note}`, ['content']],
        [`/support/notice/${noticeId}`, `/api/notices/${noticeId}`, ['content']],
        [
          `/support/inquiry/${inquiryId}`,
          `/api/users/inquiries/${inquiryId}`,
          ['content', 'answer'],
        ],
      ] as const) {
        await raw.goto(path);
        await expectCleaned(raw, api, [...fields]);
      }
      expect([...new Set(served)].sort()).toEqual(
        [
          '/api/events/active',
          `/api/messages/${note}`,
          `/api/notices/${noticeId}`,
          `/api/users/inquiries/${inquiryId}`,
        ].sort(),
      );
      rawSide.check();
    } finally {
      await raw?.context().close();
      await restoreTemplates();
    }
  });
});

test('payloads in every field the administrator reads run nothing, nor do they when the API serves them raw', async ({
  browser,
  admin,
  request,
}) => {
  // Some fifteen pages, in the administrator's browser and the one that ignores the CSP.
  test.setTimeout(120_000);
  const rows = await writeHostileRows(request, 'xssadmin');
  const { member, inquiryId, inquiryTitle, noticeId } = rows;
  const adminSide = await watch(admin);
  await withPopupEvent(request, HOSTILE_POPUP, async () => {
    let raw: Page | undefined;
    try {
      // A charge whose depositor name is a payload, rejected with payloads as its reason.
      await reject(request, rows, await charge(request, rows));

      // (a, b) The administrator reads the inquiry and answers it with payloads of their own.
      await admin.goto('/admin/inquiry');
      await admin.getByRole('link', { name: inquiryTitle }).click();
      await expect(admin.locator('.safe-html').getByText('Hello')).toBeVisible();
      await expectCleanDom(admin, 'the inquiry');
      expect(await clickPayloadLinks(admin)).toBe(1);
      await admin.getByLabel('Your answer').fill(`<p>Our answer</p>${PAYLOADS.join('')}`);
      await admin.getByRole('button', { name: 'Register the answer' }).click();
      // An answer is given once, for good: it is confirmed first.
      await admin
        .getByRole('dialog', { name: 'Register this answer?' })
        .getByRole('button', { name: 'Register the answer' })
        .click();
      await expect(admin.getByText('Answer registered.')).toBeVisible();

      // (b) Each page the administrator reads.
      for (const path of [
        `/admin/users/${member.id}`,
        '/admin/users',
        '/admin/requests',
        '/admin/trade/wallet-charge',
        '/admin/history',
        '/admin/inquiry',
        '/admin/messages/sent',
        '/admin/notice',
        '/admin/events',
        '/admin/audit',
      ]) {
        await visit(admin, path);
      }
      // The notice editor's preview shows the stored content through SafeHtml.
      expect(await visit(admin, `/admin/notices/${noticeId}/edit`, 'Hello')).toBe(1);
      expect(await visit(admin, `/admin/inquiries/${inquiryId}`, 'Our answer')).toBe(2);
      await expect(admin.locator('.safe-html').getByText('Hello')).toBeVisible();
      adminSide.check();

      // (c) The API hands the raw payloads (the inquiry, its answer, the notice) to a browser
      // that ignores the CSP: SafeHtml's DOMPurify is all that stands in the way.
      raw = await withoutCsp(browser);
      await loginAsAdmin(raw);
      const rawSide = await watch(raw);
      const served: string[] = [];
      await serveRaw(raw, /^\/api\/admin\/inquiries\/\d+$/, rawFields('content', 'answer'), served);
      await serveRaw(raw, /^\/api\/admin\/notices\/\d+$/, rawFields('content'), served);
      await raw.goto(`/admin/inquiries/${inquiryId}`);
      await expectCleaned(raw, `/api/admin/inquiries/${inquiryId}`, ['content', 'answer']);
      await raw.goto(`/admin/notices/${noticeId}/edit`);
      await expectCleaned(raw, `/api/admin/notices/${noticeId}`, ['content']);
      expect([...new Set(served)]).toEqual([
        `/api/admin/inquiries/${inquiryId}`,
        `/api/admin/notices/${noticeId}`,
      ]);
      rawSide.check();
    } finally {
      await raw?.context().close();
    }
  });
});

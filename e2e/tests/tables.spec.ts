import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import {
  adminToken,
  bearer,
  createApprovedMember,
  loginAs,
  ok,
  type TestMember,
} from '../fixtures/accounts';
import {
  activateDepositAddress,
  createMemberWithHistories,
  createPendingPlatformWithdrawal,
  createPendingTransfer,
  createPendingWithdrawal,
  memberToken,
  requestAs,
} from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';

/*
 * Every list of the site, with rows in it, in each of the four languages: at 1280 px the page
 * does not scroll sideways and the row's actions are inside the window; at 390 px each row is a
 * card (one block per record, its values under their column names) that fits the phone. One page
 * load per language: the phone check narrows the same page, since the cards are CSS alone.
 */

const LANGUAGES = ['en', 'ko', 'zh', 'ja'] as const;

interface Seeded {
  /** The member whose wallet, transfer and platform histories have rows. */
  member: TestMember;
  memberId: number;
  /** The members waiting for a wallet withdrawal (60.00 USD) and a platform one (25.00 USD). */
  withdrawer: TestMember;
  platformWithdrawer: TestMember;
}

/** One pending request of every kind, one processed, a warning, a message, a notice, an inquiry, an event. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = bearer(await adminToken(request));
  await activateDepositAddress(request, 'USD');

  // The history member: a row of every kind and outcome in each of its three histories.
  const member = await createMemberWithHistories(request, 'tblhist');

  // A pending request of each other kind, each from its own member (one pending request each).
  await requestAs(request, await createApprovedMember(request, 'tbl'), '/api/wallet/charges', {
    currency: 'USD',
    amount: 45,
  });
  const withdrawer = await createPendingWithdrawal(request, 'tblwd', {
    currency: 'USD',
    amount: 60,
    account: { bankName: 'Shinhan Bank', bankAccount: '110-123-456789' },
  });
  await createPendingTransfer(request, 'tbltr');
  const platformWithdrawer = await createPendingPlatformWithdrawal(request, 'tblpw', {
    bankName: 'Kookmin Bank',
    bankAccount: '123-45-678901',
  });

  // The back office's other lists.
  await ok(
    await request.post(`/api/admin/users/${member.id}/warnings`, {
      headers: admin,
      data: { reason: 'Shared the account with a friend' },
    }),
  );
  await ok(
    await request.post('/api/admin/messages', {
      headers: admin,
      data: {
        recipients: [member.username, withdrawer.username],
        subject: 'Maintenance on Sunday night from 02:00 to 04:00 KST',
        content: '<p>Charges wait until it ends.</p>',
      },
    }),
  );
  await ok(
    await request.post('/api/admin/notices', {
      headers: admin,
      data: {
        title: 'How to register your bank account before your first withdrawal',
        content: '<p>Open My page.</p>',
        pinned: true,
      },
    }),
  );
  await ok(
    await request.post('/api/users/inquiries', {
      headers: bearer(await memberToken(request, withdrawer)),
      data: { category: 'money', title: 'When does my withdrawal arrive at my bank?', content: '' },
    }),
  );
  const now = Date.now();
  await ok(
    await request.post('/api/admin/events', {
      headers: admin,
      data: {
        title: 'Welcome bonus week for new members',
        content: '<p>Five per cent on a first charge.</p>',
        imageUrl: null,
        type: 'first_deposit',
        bonusPercent: 5,
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
        active: true,
      },
    }),
  );
  return { member, memberId: member.id, withdrawer, platformWithdrawer };
}

/** Waits for the page's tables to have rows (the list has loaded). */
async function tablesLoaded(page: Page): Promise<void> {
  // The dashboard's table waits for its charting chunk too: on a busy machine, more than 7 s.
  await expect(page.locator('table.ui-table tbody tr.ui-table__row').first()).toBeVisible({
    timeout: 15_000,
  });
}

/** At desktop width: no sideways scrolling, every table and every row's actions inside the window. */
async function expectFitsDesktop(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('table')].map((table) =>
      Math.ceil(table.getBoundingClientRect().right),
    ),
    actions: [...document.querySelectorAll('td.ui-table__actions button, td.ui-table__actions a')]
      .filter((action) => action.getBoundingClientRect().width > 0)
      .map((action) => Math.ceil(action.getBoundingClientRect().right)),
  }));
  expect(overflow.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  for (const right of [...overflow.tables, ...overflow.actions]) {
    expect(right, `${where}: something ends outside the window`).toBeLessThanOrEqual(width);
  }
}

/** At phone width: each row is a card (a block, not a table row) and nothing scrolls sideways. */
async function expectCards(page: Page, where: string): Promise<void> {
  const shape = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    rows: [...document.querySelectorAll('tbody tr.ui-table__row')].map((row) => ({
      display: getComputedStyle(row).display,
      right: Math.ceil(row.getBoundingClientRect().right),
    })),
    headerShown: [...document.querySelectorAll('table.ui-table thead')].some(
      (head) => head.getBoundingClientRect().height > 1,
    ),
  }));
  expect(shape.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(shape.headerShown, `${where}: the column headings are still a row`).toBe(false);
  expect(shape.rows.length).toBeGreaterThan(0);
  for (const row of shape.rows) {
    expect(row.display, `${where}: a row is not a card`).toBe('flex');
    expect(row.right, `${where}: a card ends outside the window`).toBeLessThanOrEqual(390);
  }
}

/**
 * Narrows the open page to a phone and runs `check` until it holds: what follows a new width
 * through a resize observer (the dashboard's charts) does so a frame or two later.
 */
async function atPhoneWidth(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(check).toPass({ timeout: 3_000 });
}

/** What a person does on a page before its table shows (presses "Show as a table"). */
type Reveal = (page: Page, language: (typeof LANGUAGES)[number]) => Promise<void>;

/** Opens `path` in `language` at desktop width, once its tables have rows. */
async function openAtDesktop(
  page: Page,
  path: string,
  language: (typeof LANGUAGES)[number],
  reveal?: Reveal,
): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await reveal?.(page, language);
  await tablesLoaded(page);
}

/**
 * At 1280 px a pending request's actions are one compact group: Details, Approve and Reject on
 * one line, Cancel request at most on a second, never a button per line.
 */
async function expectDecisionsOnOneLine(page: Page, where: string): Promise<void> {
  const groups = await page
    .locator('td.ui-table__actions .ui-table__buttons')
    .evaluateAll((cells) =>
      cells.map((cell) =>
        [...cell.querySelectorAll('button')].map((button) =>
          Math.round(button.getBoundingClientRect().top),
        ),
      ),
    );
  // A decided row has only its Details button; the seed leaves a pending row in every list.
  const pending = groups.filter((group) => group.length > 1);
  expect(pending.length, `${where}: no pending row`).toBeGreaterThan(0);
  for (const [details, approve, reject, cancel] of pending) {
    expect([approve, reject], `${where}: Details, Approve and Reject are not one line`).toEqual([
      details,
      details,
    ]);
    expect(new Set([details, cancel]).size, `${where}: more than two lines`).toBeLessThanOrEqual(2);
  }
}

/**
 * The checks of one list in every language, one page load each: at 1280 px (with the request
 * lists' decision groups when `decisions`), then narrowed to 390 px.
 */
async function checkList(
  page: Page,
  path: string,
  { decisions = false, reveal }: { decisions?: boolean; reveal?: Reveal } = {},
): Promise<void> {
  for (const language of LANGUAGES) {
    await openAtDesktop(page, path, language, reveal);
    await expectFitsDesktop(page, `${path} ${language} 1280px`);
    if (decisions) await expectDecisionsOnOneLine(page, `${path} ${language} 1280px`);
    await atPhoneWidth(page, () => expectCards(page, `${path} ${language} 390px`));
  }
}

let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  seeded = await seed(request);
});

const BACK_OFFICE_LISTS = [
  '/admin/trade/wallet-charge',
  '/admin/trade/wallet-withdraw',
  '/admin/trade/wallet-transfer',
  '/admin/trade/recharge',
  '/admin/trade/withdraw',
  '/admin/requests',
  '/admin/history',
  '/admin/users',
  'member',
  '/admin/deposit-addresses',
  '/admin/messages/sent',
  '/admin/notice',
  '/admin/inquiry',
  '/admin/events',
  '/admin/audit',
] as const;

/** The lists of money requests, whose pending rows carry the decision buttons. */
const isRequestList = (path: string) =>
  path.startsWith('/admin/trade/') || path === '/admin/requests';

for (const list of BACK_OFFICE_LISTS) {
  const name = list === 'member' ? "a member's warnings (/admin/users/{id})" : list;
  const decisions = isRequestList(list) ? ", keeps each pending row's decision on one line" : '';
  test(`the list ${name} fits 1280 px${decisions} and is cards at 390 px, in every language`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await loginAsAdmin(page);
    await checkList(page, list === 'member' ? `/admin/users/${seeded.memberId}` : list, {
      decisions: isRequestList(list),
    });
  });
}

/*
 * What the administrator pays stands in the withdrawal's row (at 1280 px) and on its card (at
 * 390 px), inside the window, not behind Details, in every language: 60.00 USD less the 2% fee,
 * and a platform's 25.00.
 */
for (const [list, owner, toPay] of [
  ['/admin/trade/wallet-withdraw', 'withdrawer', '58.80 USD'],
  ['/admin/trade/withdraw', 'platformWithdrawer', '25.00 USD'],
  ['/admin/requests', 'withdrawer', '58.80 USD'],
] as const) {
  test(`${list} shows what to pay in the row at 1280 px and on the card at 390 px, in every language`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await loginAsAdmin(page);
    const username = seeded[owner].username;
    const expectFigureInView = async (where: string, width: number) => {
      const row = page.locator('tbody tr.ui-table__row').filter({ hasText: username });
      await expect(row, where).toHaveCount(1);
      const figure = row.getByText(toPay, { exact: true });
      await expect(figure, where).toBeVisible();
      const box = await figure.boundingBox();
      expect(box && box.x + box.width, where).toBeLessThanOrEqual(width);
    };
    for (const language of LANGUAGES) {
      await openAtDesktop(page, `${list}?username=${username}`, language);
      await expectFigureInView(`${list} ${language} 1280px`, 1280);
      await atPhoneWidth(page, () => expectFigureInView(`${list} ${language} 390px`, 390));
    }
  });
}

for (const list of ['/wallet/history', '/wallet/transfer/history', '/trade/history']) {
  test(`the member's ${list} fits 1280 px and is cards at 390 px, in every language`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await loginAs(page, seeded.member.username, seeded.member.password);
    await checkList(page, list);
  });
}

/*
 * The ledger check's findings. The suite's ledger is whole, so the check's answer is given where
 * the browser asks for it: an entry that does not sum to zero and two drifted balances of the
 * seeded member, one in KRW, the longest texts the table shows.
 */
const LEDGER_CHECK = '**/api/admin/ledger/reconcile';
const RUN_LEDGER_CHECK = {
  en: 'Check the ledger',
  ko: '원장 점검',
  zh: '核对账本',
  ja: '元帳をチェック',
} as const;

test('the ledger check /admin/ledger lists its mismatches fitting 1280 px and as cards at 390 px, in every language', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const drifted = {
    ok: false,
    entries: 1_234,
    mismatches: [
      { type: 'entry_unbalanced', ref: 'entry:987', currency: 'USD', expected: '0', actual: '150' },
      {
        type: 'balance_mismatch',
        ref: `member:${seeded.memberId}:available`,
        currency: 'USD',
        expected: '1234500',
        actual: '1234400',
      },
      {
        type: 'balance_mismatch',
        ref: `member:${seeded.memberId}:held`,
        currency: 'KRW',
        expected: '0',
        actual: '138050',
      },
    ],
  };
  await page.route(LEDGER_CHECK, (route) => route.fulfill({ json: drifted }));
  await loginAsAdmin(page);
  await checkList(page, '/admin/ledger', {
    reveal: (opened, language) =>
      opened.getByRole('button', { name: RUN_LEDGER_CHECK[language], exact: true }).click(),
  });
});

const SHOW_AS_TABLE = {
  en: 'Show as a table',
  ko: '표로 보기',
  zh: '以表格显示',
  ja: '表で表示',
} as const;

test("the dashboard's figures per day fit 1280 px and are cards at 390 px, in every language", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAsAdmin(page);
  // The seed's sign-ups and charges are today's: the charts, and so the table, have something.
  await checkList(page, '/admin/dashboard', {
    reveal: (opened, language) =>
      opened.getByRole('button', { name: SHOW_AS_TABLE[language], exact: true }).click(),
  });
});

/**
 * A member's list of texts (notices, messages, inquiries) is a list of blocks at every width:
 * each item inside the window and its text inside the item (nothing cut or running out), and the
 * page never scrolls sideways.
 */
async function expectItemsFit(page: Page, where: string): Promise<void> {
  const shape = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    width: window.innerWidth,
    items: [...document.querySelectorAll('ul.content-list > li')].map((item) => ({
      display: getComputedStyle(item).display,
      right: Math.ceil(item.getBoundingClientRect().right),
      overflows: item.scrollWidth > item.clientWidth + 1,
      parts: [...item.querySelectorAll('a, p, span, time')].map((part) =>
        Math.ceil(part.getBoundingClientRect().right),
      ),
    })),
  }));
  expect(shape.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(shape.items.length, `${where}: no items`).toBeGreaterThan(0);
  for (const item of shape.items) {
    expect(item.display, `${where}: an item is not a block of its own`).toBe('list-item');
    expect(item.right, `${where}: an item ends outside the window`).toBeLessThanOrEqual(
      shape.width,
    );
    expect(item.overflows, `${where}: an item's text runs out of it`).toBe(false);
    for (const right of item.parts) {
      expect(right, `${where}: a title or date ends outside the window`).toBeLessThanOrEqual(
        shape.width,
      );
    }
  }
}

for (const list of ['/support/notice', '/messages', '/support/inquiry']) {
  test(`the member's ${list} fits 1280 px and is one block per item at 390 px, in every language`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The withdrawer got the message and wrote the inquiry; the notices are everyone's.
    await loginAs(page, seeded.withdrawer.username, seeded.withdrawer.password);
    for (const language of LANGUAGES) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(list);
      await expect(page.locator('ul.content-list > li').first()).toBeVisible();
      await expectItemsFit(page, `${list} ${language} 1280px`);
      await atPhoneWidth(page, () => expectItemsFit(page, `${list} ${language} 390px`));
    }
  });
}

/**
 * An empty list says so quietly: the muted text on the plain surface of the page's cards, never a
 * warning's or an error's colours, and not an alert. The colours are compared as the browser
 * resolves the design tokens.
 */
async function expectQuietEmptyState(page: Page, where: string): Promise<void> {
  const empty = page.locator('.ui-empty');
  await expect(empty, where).toBeVisible();
  await expect(empty.locator('xpath=ancestor-or-self::*[@role="alert"]'), where).toHaveCount(0);
  const look = await empty.evaluate((element) => {
    const resolve = (token: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${token})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const style = getComputedStyle(element);
    return {
      text: style.color,
      background: style.backgroundColor,
      border: style.borderTopColor,
      muted: resolve('--ui-muted'),
      surface: resolve('--ui-surface'),
      alarming: [
        '--ui-danger',
        '--ui-danger-dark',
        '--ui-danger-bg',
        '--ui-warning',
        '--ui-warning-bg',
        '--ui-warning-soft',
        '--ui-warning-line',
      ].map(resolve),
    };
  });
  expect(look.text, `${where}: the text is not the muted colour`).toBe(look.muted);
  expect(look.background, `${where}: the background is not the plain surface`).toBe(look.surface);
  for (const colour of [look.text, look.background, look.border]) {
    expect(look.alarming, `${where}: a warning's or an error's colour`).not.toContain(colour);
  }
}

test('an empty list is a quiet note, not a warning, for a member and in the back office, in English and Korean', async ({
  page,
  browser,
  baseURL,
}) => {
  // The history member wrote no inquiry.
  await loginAs(page, seeded.member.username, seeded.member.password);
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await loginAsAdmin(admin);
  for (const language of ['en', 'ko'] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('/support/inquiry');
    await expectQuietEmptyState(page, `/support/inquiry ${language}`);
    await admin.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await admin.goto('/admin/trade/wallet-charge?username=nobodyhere');
    await expectQuietEmptyState(admin, `/admin/trade/wallet-charge ${language}`);
  }
  await context.close();
});

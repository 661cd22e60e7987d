// `npm run screenshots [-- --out <dir>] [-- --pages home,inbox]`: pictures of the built site as
// people see it, in English and Korean, at 1280 px and 390 px. Needs `npm run build` first.
// Starts the browser suite's server (a fresh PGlite database and a mail sink), seeds a little of
// everything through the API (a message, notices, a popup, an inquiry and its answer, money
// requests in every state for the charts and histories, and for the audit log a rate change, a
// notice edit, a balance correction and approved requests), then opens each page as a visitor,
// a member or the administrator.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const outDir = path.resolve(root, option('out', '.cache/screenshots'));
const only = option('pages', '').split(',').filter(Boolean);
const languages = option('languages', 'en,ko').split(',');
const widths = option('widths', '1280,390').split(',').map(Number);
const port = Number(option('port', '3210'));
const base = `http://127.0.0.1:${port}`;
const ADMIN = { username: 'admin', password: 'Admin2026e2e' };
const MEMBER = {
  username: 'minji2026',
  password: 'minji2026pw',
  moneyPassword: '135790',
  email: 'minji2026@example.test',
  realName: 'Kim Minji',
};

/** Every page worth a picture: its name, its address (after seeding) and who looks at it. */
const PAGES = [
  { name: 'home-visitor', who: 'visitor', path: () => '/' },
  { name: 'home-member', who: 'member', path: () => '/' },
  { name: 'home-popup', who: 'visitor', path: () => '/', keepPopups: true },
  { name: 'how-to-play', who: 'visitor', path: () => '/how-to-play' },
  { name: 'login', who: 'visitor', path: () => '/login' },
  { name: 'notices', who: 'visitor', path: () => '/support/notice' },
  { name: 'notice', who: 'visitor', path: (s) => `/support/notice/${s.noticeId}` },
  { name: 'inbox', who: 'member', path: () => '/messages' },
  { name: 'message', who: 'member', path: (s) => `/messages/${s.messageId}` },
  { name: 'inquiries', who: 'member', path: () => '/support/inquiry' },
  { name: 'inquiry', who: 'member', path: (s) => `/support/inquiry/${s.inquiryId}` },
  { name: 'inquiry-write', who: 'member', path: () => '/support/inquiry/write' },
  { name: 'wallet-history', who: 'member', path: () => '/wallet/history' },
  { name: 'transfer-history', who: 'member', path: () => '/wallet/transfer/history' },
  { name: 'trade-history', who: 'member', path: () => '/trade/history' },
  { name: 'mypage', who: 'member', path: () => '/mypage' },
  { name: 'admin-dashboard', who: 'admin', path: () => '/admin/dashboard' },
  // The charts' table opened, and the pointer on the last chart so its legend shows one day.
  {
    name: 'admin-dashboard-table',
    who: 'admin',
    path: () => '/admin/dashboard',
    act: async (tab) => {
      await tab.locator('.dashboard__charts > .ui-button').click();
      await tab.locator('.dashboard__table').waitFor();
      const plot = tab.locator('.dashboard__plot .u-over').last();
      const box = await plot.boundingBox();
      if (box) await tab.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
    },
  },
  // The seeded ledger balances, so the check's answer is replaced to show how mismatches read.
  {
    name: 'admin-ledger-mismatches',
    who: 'admin',
    path: () => '/admin/ledger',
    act: async (tab) => {
      await tab.route('**/api/admin/ledger/reconcile', (route) =>
        route.fulfill({
          json: {
            ok: false,
            entries: 128,
            mismatches: [
              {
                type: 'entry_unbalanced',
                ref: 'entry:57',
                currency: 'KRW',
                expected: '0',
                actual: '1000',
              },
              {
                type: 'balance_mismatch',
                ref: 'member:2:available',
                currency: 'USD',
                expected: '1234550',
                actual: '1234500',
              },
              {
                type: 'balance_mismatch',
                ref: 'member:2:held',
                currency: 'USD',
                expected: '0',
                actual: '2500',
              },
              {
                type: 'balance_mismatch',
                ref: 'fee_income:PHP',
                currency: 'PHP',
                expected: '1000000',
                actual: '999999',
              },
            ],
          },
        }),
      );
      await tab.locator('.money-admin__toolbar button').click();
      await tab.locator('.ui-table').waitFor();
    },
  },
  { name: 'admin-messages-send', who: 'admin', path: () => '/admin/messages/send' },
  { name: 'admin-messages-sent', who: 'admin', path: () => '/admin/messages/sent' },
  { name: 'admin-notices', who: 'admin', path: () => '/admin/notice' },
  { name: 'admin-notice-edit', who: 'admin', path: (s) => `/admin/notices/${s.noticeId}/edit` },
  { name: 'admin-inquiries', who: 'admin', path: () => '/admin/inquiry' },
  { name: 'admin-inquiry', who: 'admin', path: (s) => `/admin/inquiries/${s.pendingInquiryId}` },
  { name: 'admin-audit', who: 'admin', path: () => '/admin/audit' },
  { name: 'admin-users', who: 'admin', path: () => '/admin/users' },
  { name: 'admin-history', who: 'admin', path: () => '/admin/history' },
  { name: 'admin-withdrawals', who: 'admin', path: () => '/admin/trade/wallet-withdraw' },
  { name: 'admin-requests', who: 'admin', path: () => '/admin/requests' },
  { name: 'admin-events', who: 'admin', path: () => '/admin/events' },
  { name: 'admin-deposit-addresses', who: 'admin', path: () => '/admin/deposit-addresses' },
  { name: 'admin-users', who: 'admin', path: () => '/admin/users' },
  { name: 'admin-user-detail', who: 'admin', path: (s) => `/admin/users/${s.memberId}` },
  { name: 'admin-templates', who: 'admin', path: () => '/admin/messages/templates' },
  // The member's page with its rarely used balance correction opened, and the warning dialog.
  {
    name: 'admin-user-detail-correction',
    who: 'admin',
    path: (s) => `/admin/users/${s.memberId}`,
    act: (tab) =>
      tab.getByRole('button', { name: /^(Correct the balance…|잔액 정정하기…)$/ }).click(),
  },
  {
    name: 'admin-user-detail-warning',
    who: 'admin',
    path: (s) => `/admin/users/${s.memberId}`,
    act: (tab) => tab.getByRole('button', { name: /^(Add a warning|경고 주기)$/ }).click(),
  },
  // Refusals as the forms show them, before anything is sent.
  {
    name: 'admin-user-detail-correction-over-balance',
    who: 'admin',
    path: (s) => `/admin/users/${s.memberId}`,
    act: async (tab) => {
      await tab.getByRole('button', { name: /^(Correct the balance…|잔액 정정하기…)$/ }).click();
      const form = tab.locator('form.correction-form');
      await form.locator('input[name="amount"]').fill('-99999');
      await form.locator('textarea[name="reason"]').fill('Chargeback');
      await form.locator('button[type="submit"]').click();
    },
  },
  {
    name: 'admin-inquiry-answer-confirm',
    who: 'admin',
    path: (s) => `/admin/inquiries/${s.pendingInquiryId}`,
    act: async (tab) => {
      const form = tab.locator('form.inquiry__answer-form');
      await form.locator('textarea[name="answer"]').fill('The charge was approved this morning.');
      await form.locator('button[type="submit"]').click();
      await tab.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'admin-templates-unknown-placeholder',
    who: 'admin',
    path: () => '/admin/messages/templates',
    act: async (tab) => {
      // The tab of the page's language is open: English's own text, or that language's.
      const content = tab.locator('textarea[name^="templates.1."][name$="content"]').first();
      await content.fill('Hello {{usrname}}, done.');
      await tab.locator('form button[type="submit"]').last().click();
    },
  },
  {
    name: 'mypage-bank-account-pattern',
    who: 'member',
    path: () => '/mypage?tab=bank',
    act: async (tab) => {
      const panel = tab.getByRole('tabpanel');
      await panel.locator('input[name="bankAccount"]').fill('abc');
      await panel.locator('input[name="walletAddress"]').fill('not-an-address!!');
      await panel.locator('input[name="moneyPassword"]').fill('135790');
      await panel.locator('button[type="submit"]').click();
    },
  },
  // A member whose stored session ended while away: sent to the login page, told why.
  { name: 'login-session-expired', who: 'expired-member', path: () => '/mypage' },
  { name: 'register', who: 'visitor', path: () => '/register' },
  ...['password', 'money-password', 'bank'].map((tab) => ({
    name: `mypage-${tab}`,
    who: 'member',
    path: () => `/mypage?tab=${tab}`,
  })),
  // Last: the member's pending withdrawal is cancelled first, so the charge form shows, filled in.
  {
    name: 'wallet-charge',
    who: 'member',
    path: () => '/wallet/charge',
    prepare: (s) =>
      call('POST', `/requests/${s.withdrawalId}/cancel`, { token: s.member.token }).catch(() => {}),
    act: async (tab) => {
      const form = tab.locator('form.money-form');
      await form.locator('select').first().selectOption('KRW');
      await form.locator('input[inputmode="decimal"]').first().fill('100');
      await tab.locator('.money-preview dd').first().waitFor();
    },
  },
  // After the charge: with no request pending, the other money forms show.
  ...[
    ['wallet-withdraw', '/wallet/withdraw'],
    ['wallet-transfer', '/wallet/transfer'],
    ['platform-recharge', '/trade/recharge'],
    ['platform-withdraw', '/trade/withdraw'],
  ].map(([name, to]) => ({
    name,
    who: 'member',
    path: () => to,
    prepare: (s) =>
      call('POST', `/requests/${s.withdrawalId}/cancel`, { token: s.member.token }).catch(() => {}),
  })),
];

async function call(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // Each seeding call stands for another visitor, so per-IP limits are not spent.
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const login = ({ username, password }) =>
  call('POST', '/users/login', { body: { username, password } });

/** The verification code mailed to `email`, read from the mail sink e2e/serve.mjs started. */
async function mailedCode(email) {
  const pointer = path.join(root, '.cache', 'e2e', `mailbox-${port}.path`);
  for (let i = 0; i < 100; i += 1) {
    const box = fs.existsSync(pointer) ? fs.readFileSync(pointer, 'utf8').trim() : '';
    const mails = box && fs.existsSync(box) ? fs.readFileSync(box, 'utf8').split('\n') : [];
    const mail = mails
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((m) => m.to.includes(email))
      .at(-1);
    const code = mail && /code is (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A member registered as a person would (code by mail), then approved. */
async function registerMember(adminToken) {
  const { email } = MEMBER;
  await call('POST', '/users/email-code', { body: { email } });
  const code = await mailedCode(email);
  await call('POST', '/users/email-code/verify', { body: { email, code } });
  const admin = await call('GET', '/users/info', { token: adminToken });
  await call('POST', '/users/register', {
    body: {
      username: MEMBER.username,
      password: MEMBER.password,
      passwordConfirm: MEMBER.password,
      moneyPassword: MEMBER.moneyPassword,
      realName: MEMBER.realName,
      phone: '010-1234-5678',
      email,
      referralId: admin.referralId,
      bankName: 'Kookmin Bank',
      bankAccount: '123-45-678901',
      platforms: [
        { name: 'xpoker', platformId: 'minji-xp' },
        { name: 'ggclub', platformId: 'minji-gg' },
      ],
      agreeTerms: true,
    },
  });
  const [row] = await call('GET', `/admin/users?q=${MEMBER.username}`, { token: adminToken });
  await call('PATCH', `/admin/users/${row.id}`, {
    token: adminToken,
    body: { status: 'approved' },
  });
  await call('POST', `/admin/users/${row.id}/corrections`, {
    token: adminToken,
    body: { amount: 1234.56, reason: 'opening balance for the screenshots' },
  });
  return row.id;
}

/** A little of everything, so no page is empty. */
async function seed() {
  const admin = await login(ADMIN);
  const memberId = await registerMember(admin.token);
  const member = await login(MEMBER);
  const a = admin.token;
  const m = member.token;
  // Yesterday's KRW rate, then today's: the audit log shows a real change, the site today's rates.
  for (const KRW of [1375, 1380.5]) {
    await call('PUT', '/admin/exchange-rates', {
      token: a,
      body: { rates: { KRW, PHP: 57.235, USDT: 1 }, usdtAvailable: true },
    });
  }
  for (const currency of ['USD', 'KRW']) {
    await call('POST', '/admin/deposit-addresses', {
      token: a,
      body: {
        currency,
        label: currency === 'KRW' ? 'Shinhan Bank' : 'Chase',
        account: currency === 'KRW' ? '110-123-456789' : '0012 3456 7890',
        holder: 'Member Wallet Ltd',
        active: true,
      },
    });
  }
  const now = Date.now();
  await call('POST', '/admin/events', {
    token: a,
    body: {
      title: 'Welcome bonus week',
      content:
        '<p>Charge <b>100 USD or more</b> this week and get a <b>5%</b> first-deposit bonus.</p>',
      imageUrl: null,
      type: 'popup',
      startsAt: new Date(now - 3600_000).toISOString(),
      endsAt: new Date(now + 7 * 86400_000).toISOString(),
      active: true,
    },
  });
  const notices = [
    ['Service hours during the holidays', true],
    ['New platform: Pokernex is now supported', false],
    ['How to register your bank account', false],
  ];
  const noticeContent =
    '<p>Dear members,</p><p>Support answers 1:1 inquiries outside the break from <b>11:00 to 15:00 KST</b>.</p><ul><li>Charges are credited after approval.</li><li>Withdrawals go to your own account.</li></ul>';
  let noticeId = 0;
  for (const [title, pinned] of notices) {
    const notice = await call('POST', '/admin/notices', {
      token: a,
      // The first notice is published as a draft and edited below, for the audit log.
      body: {
        title,
        pinned,
        content: noticeId ? noticeContent : '<p>Dear members,</p><p>Hours to follow.</p>',
      },
    });
    noticeId ||= notice.id;
  }
  await call('PUT', `/admin/notices/${noticeId}`, {
    token: a,
    body: { title: notices[0][0], pinned: notices[0][1], content: noticeContent },
  });
  const sent = await call('POST', '/admin/messages', {
    token: a,
    body: {
      recipients: [MEMBER.username],
      subject: 'Your account is ready',
      content:
        '<p>Welcome! Your wallet is ready. Register your bank account on <b>My page</b> before your first charge.</p>',
    },
  });
  await call('POST', '/admin/messages', {
    token: a,
    body: {
      recipients: 'all',
      subject: 'Maintenance on Sunday',
      content: '<p>02:00–03:00 KST.</p>',
    },
  });
  const inbox = await call('GET', '/messages', { token: m });
  const answered = await call('POST', '/users/inquiries', {
    token: m,
    body: {
      category: 'money',
      title: 'When is my charge credited?',
      content: 'I sent 138,050 KRW with my reference code.\nHow long does it take?',
    },
  });
  await call('PATCH', `/admin/inquiries/${answered.id}/answer`, {
    token: a,
    body: {
      admin_id: 1,
      answer:
        '<p>Charges are credited as soon as an administrator approves them, usually within 30 minutes.</p>',
    },
  });
  const pending = await call('POST', '/users/inquiries', {
    token: m,
    body: {
      category: 'platform',
      title: 'X-Poker account id',
      content: 'Can I change my X-Poker id?',
    },
  });
  // Money for the histories and the charts, one request at a time (a member has one pending at
  // most): every way a request ends, then one withdrawal waiting.
  const decide = async (path, body, decision, memo) => {
    const made = await call('POST', path, { token: m, body });
    if (decision === 'cancel') {
      await call('POST', `/requests/${made.id}/cancel`, { token: m });
    } else {
      await call('POST', `/admin/requests/${made.id}/${decision}`, {
        token: a,
        body: memo ? { adminMemo: memo } : {},
      });
    }
  };
  const withdraw = (currency, amount) => ({
    currency,
    amount,
    moneyPassword: MEMBER.moneyPassword,
    agreeTerms: true,
  });
  await decide('/wallet/charges', { currency: 'KRW', amount: 100 }, 'approve');
  await decide('/wallet/charges', { currency: 'USD', amount: 60 }, 'cancel');
  await decide('/wallet/withdrawals', withdraw('USD', 40), 'approve');
  await decide(
    '/wallet/withdrawals',
    withdraw('KRW', 80),
    'reject',
    'The name on the payout account does not match your name.',
  );
  await decide(
    '/wallet/transfers',
    { direction: 'wallet_to_platform', to: 'xpoker', amount: 40 },
    'approve',
  );
  await decide(
    '/wallet/transfers',
    { direction: 'wallet_to_platform', to: 'ggclub', amount: 25 },
    'reject',
    'The GG Club id is not found.',
  );
  await decide(
    '/wallet/transfers',
    { direction: 'platform_to_wallet', from: 'xpoker', amount: 20000 },
    'cancel',
  );
  await decide('/trade/recharges', { platform: 'ggclub', amount: 50 }, 'approve');
  await decide(
    '/trade/withdrawals',
    { platform: 'xpoker', amount: 30000, moneyPassword: MEMBER.moneyPassword },
    'reject',
    'Chips are still in play at a table.',
  );
  const withdrawal = await call('POST', '/wallet/withdrawals', {
    token: m,
    body: { currency: 'KRW', amount: 50, moneyPassword: MEMBER.moneyPassword, agreeTerms: true },
  });
  return {
    admin,
    member,
    memberId,
    noticeId,
    messageId: inbox[0]?.id ?? sent.id,
    inquiryId: answered.id,
    pendingInquiryId: pending.id,
    withdrawalId: withdrawal.id,
  };
}

// A function, not a string: Playwright evaluates a string predicate with eval on every poll,
// which the site's CSP refuses (a "script-src: eval" report that is the harness's, not the page's).
const SETTLED = () =>
  globalThis.document.querySelector('main h1') !== null &&
  globalThis.document.querySelectorAll('.ui-loading, .ui-skeleton, [aria-busy=true]').length === 0;

/**
 * Opens `url` and waits until the page has its heading and no spinner or skeleton is left. A
 * busy machine can be slow to load a remote: one reload is tried, then the run fails, so a
 * picture of "Loading…" is never saved as a screen.
 */
async function openSettled(tab, url, what) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await (attempt === 1 ? tab.goto(url) : tab.reload());
    await tab.waitForLoadState('networkidle');
    const settled = await tab
      .waitForFunction(SETTLED, null, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (settled) return;
    console.warn(`${what}: still loading after 30 s${attempt === 1 ? ', reloading' : ''}`);
  }
  throw new Error(`${what} never finished loading; no picture saved`);
}

/** Up to two minutes: a fresh database and its migrations take about 50 s on two busy cores. */
async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const server = spawn(process.execPath, ['e2e/serve.mjs'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
/** @type {string[]} */
const problems = [];
try {
  await waitForServer();
  const seeded = await seed();
  fs.mkdirSync(outDir, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  for (const page of PAGES.filter((p) => only.length === 0 || only.includes(p.name))) {
    await page.prepare?.(seeded);
    for (const language of languages) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          deviceScaleFactor: 1,
        });
        const storage = { lang: language };
        if (page.who === 'member') {
          Object.assign(storage, {
            token: seeded.member.token,
            role: 'user',
            expiry: String(seeded.member.expiresAt),
          });
        }
        if (page.who === 'admin') storage.admin_token = seeded.admin.token;
        if (page.who === 'expired-member') {
          const ended = String(Math.floor(Date.now() / 1000) - 60);
          Object.assign(storage, { token: 'ended-session', role: 'user', expiry: ended });
        }
        await context.addInitScript((items) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, storage);
        // What a page refused or threw is a defect a picture does not show: listed at the end.
        await context.addInitScript(() => {
          globalThis.document.addEventListener('securitypolicyviolation', (event) => {
            console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`);
          });
        });
        const tab = await context.newPage();
        const where = `${page.name} ${language} ${width}`;
        tab.on('pageerror', (error) => problems.push(`${where}: ${error.message}`));
        tab.on('console', (message) => {
          if (message.text().startsWith('CSP refused'))
            problems.push(`${where}: ${message.text()}`);
        });
        await openSettled(tab, `${base}${page.path(seeded)}`, where);
        if (page.keepPopups) await tab.getByRole('dialog').first().waitFor({ timeout: 10_000 });
        if (!page.keepPopups) {
          // Close a popup the way a person would, so it does not cover the page.
          const close = tab.getByRole('dialog').getByRole('button', { name: /close|닫기/i });
          if (await close.count()) await close.first().click();
        }
        await page.act?.(tab);
        await tab.waitForTimeout(300);
        const file = path.join(outDir, `${page.name}-${language}-${width}.png`);
        await tab.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) on the pages:\n${problems.join('\n')}`);
  process.exitCode = 1;
}

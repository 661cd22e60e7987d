import type { Page } from '@playwright/test';
import { adminToken, bearer, createApprovedMember, loginAs, ok } from '../fixtures/accounts';
import { activateDepositAddress, expect, test } from '../fixtures/money';

/*
 * Stored XSS, as the people who read it meet it: known payloads in every field one person writes
 * and another reads — a member's name and bank, a depositor name, a rejection reason, a template,
 * a notice, a message, an inquiry, a popup — then the pages that show them, in both browsers.
 * Nothing may run: no dialog, no page error, no marker set on the window.
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

/** Fails the test on anything that ran on `page`. */
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

test('payloads in every field another person reads run nothing, for the member or the administrator', async ({
  page,
  admin,
  request,
}) => {
  // Sixteen pages in two browsers.
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const asAdmin = { headers: bearer(token) };
  const member = await createApprovedMember(request, 'xssall');
  const memberToken = (
    await ok<{ token: string }>(
      await request.post('/api/users/login', {
        data: { username: member.username, password: member.password },
      }),
    )
  ).token;
  const asMember = { headers: bearer(memberToken) };

  // What the member writes: their name (set by the administrator), bank, a depositor name, an inquiry.
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
  const charge = await ok<{ id: number }>(
    await request.post('/api/wallet/charges', {
      ...asMember,
      data: { currency: 'USD', amount: 40, depositorName: SHORT },
    }),
  );
  await ok(
    await request.post('/api/users/inquiries', {
      ...asMember,
      data: { category: 'etc', title: `Question ${SHORT}`, content: HTML },
    }),
  );

  // What the administrator writes: a rejection reason, a message, a notice, a popup (templates: server/test/stored-html.test.ts).
  await ok(
    await request.post(`/api/admin/requests/${charge.id}/reject`, {
      ...asAdmin,
      data: { adminMemo: `No. ${PAYLOADS.join(' ')}` },
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
  const now = Date.now();
  const popup = await ok<{ id: number }>(
    await request.post('/api/admin/events', {
      ...asAdmin,
      data: {
        title: `Popup ${SHORT}`,
        content: HTML,
        imageUrl: null,
        type: 'popup',
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
        active: true,
      },
    }),
  );

  try {
    const memberSide = watch(page);
    await loginAs(page, member.username, member.password);
    await expect(page.getByRole('dialog', { name: `Popup ${SHORT}` })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    for (const path of [
      '/',
      '/messages',
      '/wallet/history',
      `/support/notice/${notice.id}`,
      '/support/inquiry',
      '/mypage',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
      if (await close.count()) await close.click();
    }
    await page.goto('/messages');
    await page.getByRole('link', { name: `Note ${SHORT}` }).click();
    await expect(page.getByText('Hello')).toBeVisible();
    await memberSide.check();

    const adminSide = watch(admin);
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
      await admin.goto(path);
      await admin.waitForLoadState('networkidle');
    }
    await admin.goto('/admin/inquiry');
    await admin.getByRole('link', { name: `Question ${SHORT}` }).click();
    await expect(admin.getByText('Hello')).toBeVisible();
    await adminSide.check();
  } finally {
    await ok(await request.delete(`/api/admin/events/${popup.id}`, asAdmin));
  }
});

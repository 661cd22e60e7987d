import { expect, test } from '../fixtures/test';
import { ADMIN } from '../fixtures/site';
import { loginAsAdmin, loginAsMember } from '../fixtures/session';

/** A remote's entry inside one of its releases: /remotes/<remote>/<release>/remoteEntry.js */
const entryOf = (remote: string) =>
  new RegExp(`^/remotes/${remote}/[0-9A-Za-z.-]+/remoteEntry\\.js$`);

test('a member session never requests any file of the admin remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await loginAsMember(page);
  for (const path of ['/', '/mypage', '/wallet/history', '/how-to-play', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(requested.some((p) => p.startsWith('/remotes/member/'))).toBe(true);
  expect(requested.filter((p) => p.startsWith('/remotes/admin/'))).toEqual([]);
});

test('the admin remote is fetched when an /admin page is entered', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/remotes/admin/'))).toEqual([]);
  const adminEntry = page.waitForRequest((request) =>
    entryOf('admin').test(new URL(request.url()).pathname),
  );
  await loginAsAdmin(page);
  await adminEntry;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(requested.filter((p) => entryOf('admin').test(p))).toHaveLength(1);
});

test('exactly one React renders the shell and both remotes, in one document', async ({ page }) => {
  // React DOM registers itself with the devtools hook once per copy on the page.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });

  // The member remote renders the public notices.
  await page.goto('/support/notice');
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // The router follows history, as a link would: no new document is asked for.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/admin/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The admin remote renders the dashboard beside what the member remote left in this page.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const state = await page.evaluate(() => {
    const w = window as unknown as {
      __sameDocument?: boolean;
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
    };
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('remoteEntry.js'));
    return {
      sameDocument: w.__sameDocument,
      copies: w.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      scripts,
    };
  });
  expect(documents).toBe(1);
  expect(state.sameDocument).toBe(true);
  expect(state.scripts.filter((p) => entryOf('member').test(p))).toHaveLength(1);
  expect(state.scripts.filter((p) => entryOf('admin').test(p))).toHaveLength(1);
  expect(state.copies).toBe(1);
  expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual(
    [],
  );
});

test('with the member remote pointing nowhere the shell keeps its header and shows a retry', async ({
  page,
}) => {
  await page.route('**/mf-remotes.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as Record<string, string>;
    // An address where nothing listens: a closed port on loopback.
    map.member = 'http://127.0.0.1:9/remotes/member/1.0.0-gone/mf-manifest.json';
    await route.fulfill({ response, json: map });
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Member Wallet, home' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('a remote that comes back loads on Retry without reloading the page', async ({ page }) => {
  await page.route('**/remotes/member/*/remoteEntry.js', (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('This part of the site could not be loaded.');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.unroute('**/remotes/member/*/remoteEntry.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Member Wallet' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});

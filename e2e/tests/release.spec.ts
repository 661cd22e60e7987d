import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { openTradeMenu } from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';
import { currentSite, E2E_BUILD_ID_PREFIX } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

/*
 * Independent delivery of a remote (docs/federation.md, "Releases"): the member remote is built
 * again as a new release, published by changing its line of the remote map, and rolled back the
 * same way, while the shell's files do not change. A page open meanwhile moves to the new
 * release at its next navigation, keeps what the member typed, and is never left blank. A
 * remote built against another @wallet/shared is refused before it runs.
 *
 * One extra build of the member remote, shared by the tests of this file. It adds a release to
 * remote-member/dist (removed again at the end); the suite's servers keep serving the releases
 * they started with until a test here changes their map, which it puts back when it ends.
 */
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const memberDist = path.join(root, 'remote-member', 'dist');
const latestFile = path.join(memberDist, 'latest.json');
const { version } = JSON.parse(
  fs.readFileSync(path.join(root, 'remote-member', 'package.json'), 'utf8'),
) as { version: string };
// Unique per run: never the name of a release a server of the suite is serving.
const buildId = `${E2E_BUILD_ID_PREFIX}${Date.now().toString(36)}`;
const r2 = `${version}-${buildId}`;
let latestBefore: string;
let hostBefore: Record<string, string>;

/** Every file under `dir` by its path, with a hash of its bytes. */
function hashTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        files[path.relative(dir, file)] = createHash('sha256')
          .update(fs.readFileSync(file))
          .digest('hex');
      }
    }
  };
  walk(dir);
  return files;
}

function buildMemberRemote(id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(root, 'remote-member'),
      env: { ...process.env, BUILD_ID: id },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${code}): ${errors}`)),
    );
  });
}

/** The remote map this worker's server answers /mf-remotes.json from (written by e2e/serve.mjs). */
function remoteMapFile(): string {
  const pointer = path.join(root, '.cache', 'e2e', `remote-map-${currentSite().port}.path`);
  return fs.readFileSync(pointer, 'utf8').trim();
}

/** The member's release the map names now. */
function publishedMember(mapFile: string): string {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { member: string };
  const release = /\/remotes\/member\/([^/]+)\/mf-manifest\.json$/.exec(map.member)?.[1];
  if (!release) throw new Error(`${mapFile} names no member release`);
  return release;
}

/** Publishing, as an operator does it: `npm run release -- member <release>`. */
function publish(mapFile: string, release: string): void {
  const run = spawnSync(
    process.execPath,
    ['scripts/release.mjs', 'member', release, '--map', mapFile],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
}

/**
 * The page's clock stands still (timers still run); `later` moves it on past the 10 seconds the
 * shell waits between two reads of the map (docs/federation.md, "Releases").
 */
async function stillClock(page: Page) {
  let now = Date.now();
  await page.clock.setFixedTime(now);
  return {
    later: async () => {
      now += 11_000;
      await page.clock.setFixedTime(now);
    },
  };
}

/** The member remote's release that runs in the page. */
const runningRelease = (page: Page) => page.locator('html');

async function typeCharge(page: Page) {
  await page.getByLabel('Payment currency').selectOption('KRW');
  await page.getByLabel('Amount to charge (USD)').fill('100');
  await page.getByLabel('Depositor name').fill('Kim Release');
}

async function expectTypedCharge(page: Page) {
  await expect(page.getByLabel('Payment currency')).toHaveValue('KRW');
  await expect(page.getByLabel('Amount to charge (USD)')).toHaveValue('100');
  await expect(page.getByLabel('Depositor name')).toHaveValue('Kim Release');
}

test.beforeAll(async () => {
  // One production build of the member remote: about a minute on two idle cores, a few on busy ones.
  test.setTimeout(600_000);
  latestBefore = fs.readFileSync(latestFile, 'utf8');
  hostBefore = hashTree(path.join(root, 'host', 'dist'));
  await buildMemberRemote(buildId);
});

test.afterAll(() => {
  // The newest release named again first, so nothing reads a name whose folder is gone.
  fs.writeFileSync(latestFile, latestBefore);
  fs.rmSync(path.join(memberDist, r2), { recursive: true, force: true });
});

test('a new member release is published and rolled back by the map alone; the open page follows at its next navigation and keeps the typed charge', async ({
  page,
  request,
}) => {
  const mapFile = remoteMapFile();
  const served = fs.readFileSync(mapFile, 'utf8');
  const r1 = publishedMember(mapFile);
  try {
    // The build added its release beside the one being served, and recorded it as the newest.
    expect(fs.existsSync(path.join(memberDist, r1, 'mf-manifest.json'))).toBe(true);
    expect(fs.existsSync(path.join(memberDist, r2, 'mf-manifest.json'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(latestFile, 'utf8'))).toEqual({ release: r2 });

    const clock = await stillClock(page);
    const member = await createApprovedMember(request, 'release');
    await loginAs(page, member.username, member.password);
    await openTradeMenu(page, 'Wallet charge');
    await expect(runningRelease(page)).toHaveAttribute('data-member-release', r1);
    await typeCharge(page);

    publish(mapFile, r2);
    await clock.later();
    expect((await request.get('/mf-remotes.json')).headers()['cache-control']).toBe('no-cache');
    // The release the open page runs stays served: its chunks still load.
    expect((await request.get(`/remotes/member/${r1}/remoteEntry.js`)).status()).toBe(200);

    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(r.url());
    });
    const r2Files: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith(`/remotes/member/${r2}/`)) r2Files.push(r.url());
    });
    await openTradeMenu(page, 'Wallet history');
    await expect(runningRelease(page)).toHaveAttribute('data-member-release', r2);
    await expect(page.getByRole('heading', { name: 'Wallet history', level: 1 })).toBeVisible();
    // The navigation became a full load of its target, served from the new release.
    expect(documents.map((url) => new URL(url).pathname)).toEqual(['/wallet/history']);
    expect(r2Files.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(r2Files.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    await openTradeMenu(page, 'Wallet charge');
    await expectTypedCharge(page);

    // Rolled back by the map alone: the next navigation is the old release again.
    publish(mapFile, r1);
    await clock.later();
    await openTradeMenu(page, 'Wallet history');
    await expect(runningRelease(page)).toHaveAttribute('data-member-release', r1);
    await expect(page.getByRole('heading', { name: 'Wallet history', level: 1 })).toBeVisible();

    // The shell was never built: its files are byte for byte what they were.
    expect(hashTree(path.join(root, 'host', 'dist'))).toEqual(hostBefore);
  } finally {
    fs.writeFileSync(mapFile, served);
  }
});

test('a file of the running release that fails to load asks for a reload, which brings the published release and keeps the typed charge', async ({
  page,
  request,
}) => {
  const mapFile = remoteMapFile();
  const served = fs.readFileSync(mapFile, 'utf8');
  const r1 = publishedMember(mapFile);
  // The clock stands still: after the first navigation the page does not read the map again,
  // so it meets the failed file before it could learn of the new release.
  await stillClock(page);
  try {
    const member = await createApprovedMember(request, 'reload');
    await loginAs(page, member.username, member.password);
    await openTradeMenu(page, 'Wallet charge');
    await expect(runningRelease(page)).toHaveAttribute('data-member-release', r1);
    await typeCharge(page);

    // A new release is published and the old one's files are gone (removed too early).
    publish(mapFile, r2);
    await page.route(`**/remotes/member/${r1}/**`, (route) => route.abort('failed'));

    await openTradeMenu(page, 'Wallet withdrawal');
    const prompt = page.getByRole('alert').filter({ hasText: 'Reload the page to continue' });
    await expect(prompt).toContainText(
      'This page could not be loaded, most likely because the site was just updated.',
    );
    // The shell stands around it.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeVisible();

    await prompt.getByRole('button', { name: 'Reload page' }).click();
    await expect(page).toHaveURL(/\/wallet\/withdraw$/);
    await expect(runningRelease(page)).toHaveAttribute('data-member-release', r2);
    await expect(page.getByRole('heading', { name: 'Wallet withdrawal', level: 1 })).toBeVisible();
    await openTradeMenu(page, 'Wallet charge');
    await expectTypedCharge(page);
  } finally {
    fs.writeFileSync(mapFile, served);
  }
});

test('a remote built against @wallet/shared 2 is refused before it runs; the shell, its language and the other remote keep working; Retry loads a fixed one', async ({
  page,
}) => {
  // The member remote's manifest as a build against @wallet/shared 2.0.0 writes it.
  const manifests = '**/remotes/member/*/mf-manifest.json';
  await page.route(manifests, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as {
      shared: Array<{ name: string; requiredVersion?: string }>;
    };
    for (const entry of manifest.shared) {
      if (entry.name.startsWith('@wallet/shared/')) entry.requiredVersion = '^2.0.0';
    }
    await route.fulfill({ response, json: manifest });
  });
  const memberCode: string[] = [];
  page.on('request', (r) => {
    if (/^\/remotes\/member\/.*\.js$/.test(new URL(r.url()).pathname)) memberCode.push(r.url());
  });

  await page.goto('/');
  const refused = page.getByRole('alert');
  await expect(refused).toContainText(
    'This part of the site was built for a different version of the site and cannot open right now. Try again in a moment.',
  );
  await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Not one file of its code was asked for.
  expect(memberCode).toEqual([]);
  await expect(page.getByRole('link', { name: 'Member Wallet, home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // A language choice reloads the page: still refused, now in Korean.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await expect(refused).toContainText('다른 버전의 사이트에 맞게 만들어져');
  await page.getByRole('combobox', { name: '언어' }).selectOption('en');
  await expect(refused).toContainText('built for a different version');

  // The other remote is not concerned: the back office loads and works.
  await loginAsAdmin(page);

  // Once the published remote fits again, Retry reads the map again and loads it.
  await page.goto('/');
  await expect(refused).toContainText('built for a different version');
  await page.unroute(manifests);
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Member Wallet' })).toBeVisible();
});

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createApprovedMember, loginAs } from '../fixtures/accounts';
import { openTradeMenu } from '../fixtures/money';
import { loginAsAdmin } from '../fixtures/session';
import { E2E_BUILD_ID_PREFIX } from '../fixtures/site';
import { expect, test as suiteTest } from '../fixtures/test';

/*
 * Independent delivery of a remote (docs/federation.md, "Releases"): the member remote is built
 * again as a new release with the next patch version, published by changing its line of the
 * remote map, and rolled back the same way, while the shell's files do not change. A page open
 * meanwhile shows which version runs ("Member app <version>" in the footer), moves to the new
 * version at its next navigation, keeps what the member typed, and is never left blank. A remote
 * really built against @wallet/shared 4 is refused before it runs.
 *
 * Two extra builds of the member remote, shared by the tests of this file: a new release, built
 * as the next patch version (RELEASE_VERSION, webpack.release.js), and a build variant that
 * declares it needs @wallet/shared 4 (WALLET_SHARED_RANGE, webpack.common.js). Both land in
 * remote-member/dist (removed again at the end); the suite's servers keep serving the releases
 * they started with until a test here changes their map, which it puts back when it ends.
 */
const root = path.resolve(__dirname, '../..');
const memberDist = path.join(root, 'remote-member', 'dist');
const latestFile = path.join(memberDist, 'latest.json');
const { version } = JSON.parse(
  fs.readFileSync(path.join(root, 'remote-member', 'package.json'), 'utf8'),
) as { version: string };
/** The next patch version: the new release's, given by RELEASE_VERSION, package.json untouched. */
const [major, minor, patch] = version.split(/[.-]/).map(Number);
const nextVersion = `${major}.${minor}.${(patch ?? 0) + 1}`;
// Unique per run: never the name of a release a server of the suite is serving.
const stamp = Date.now().toString(36);
const r2BuildId = `${E2E_BUILD_ID_PREFIX}${stamp}`;
/** The new release: the next version, in a folder named by that version and the build id. */
const r2 = `${nextVersion}-${r2BuildId}`;
/** The member remote built against @wallet/shared 4, a folder of its own. */
const sharedNextBuildId = `${E2E_BUILD_ID_PREFIX}-shared-next-${stamp}`;
const builtForSharedNext = `${version}-${sharedNextBuildId}`;
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

/** A production build of the member remote as BUILD_ID `buildId`, with `env` on top of ours. */
function buildMemberRemote(buildId: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(root, 'remote-member'),
      env: { ...process.env, ...env, BUILD_ID: buildId },
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

/** What a member release's manifest says it was built as (`metaData.buildInfo.buildVersion`). */
function versionOf(release: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(memberDist, release, 'mf-manifest.json'), 'utf8'),
  ) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (!built) throw new Error(`the manifest of ${release} names no version`);
  return built;
}

/** The member's release a remote map names. */
function publishedMember(mapFile: string): string {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { member: string };
  const release = /\/remotes\/member\/([^/]+)\/mf-manifest\.json$/.exec(map.member)?.[1];
  if (!release) throw new Error(`${mapFile} names no member release`);
  return release;
}

/** The remote map of this worker's server, and publishing on it as an operator does. */
interface ServedMap {
  file: string;
  /** The member release the server served when the test began. */
  r1: string;
  /** `npm run release -- member <release>` on this server's map. */
  publish(release: string): void;
}

const test = suiteTest.extend<{ served: ServedMap }>({
  // The map is put back as it was after each test, whatever the test published.
  served: async ({ baseURL }, use) => {
    // Written by e2e/serve.mjs: where the server on this port reads /mf-remotes.json from.
    const port = new URL(baseURL ?? '').port;
    const pointer = path.join(root, '.cache', 'e2e', `remote-map-${port}.path`);
    const file = fs.readFileSync(pointer, 'utf8').trim();
    const before = fs.readFileSync(file, 'utf8');
    await use({
      file,
      r1: publishedMember(file),
      publish: (release) => {
        const run = spawnSync(
          process.execPath,
          ['scripts/release.mjs', 'member', release, '--map', file],
          // The checkout's releases, the ones this server serves (no WEB_ROOT).
          { cwd: root, encoding: 'utf8', env: { ...process.env, WEB_ROOT: '' } },
        );
        expect(run.status, run.stderr).toBe(0);
      },
    });
    fs.writeFileSync(file, before);
  },
});

test.describe.configure({ mode: 'serial' });

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

/**
 * The page runs `release` of the member remote and says which version that is where a member and
 * support read it: the footer, and the document for support's tools.
 */
async function expectRunning(page: Page, release: string) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-member-release', release);
  await expect(html).toHaveAttribute('data-member-version', versionOf(release));
  await expect(page.getByTestId('member-version')).toHaveText(`Member app ${versionOf(release)}`);
}

/**
 * After a (re)load: the page runs `release` of the member remote, says which version, and shows
 * the page `heading`, whole, never a blank area.
 */
async function expectPageFrom(page: Page, release: string, heading: string) {
  await expectRunning(page, release);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A new member logs in, opens the charge form on `release` and types a charge into it. */
async function startTypingCharge(page: Page, request: APIRequestContext, release: string) {
  const member = await createApprovedMember(request, 'release');
  await loginAs(page, member.username, member.password);
  // The home page runs the remote before the next navigation: the shell reads the map again
  // from the first navigation made while a remote runs, so the charge form's navigation is the
  // one that reads it, before anything is published.
  await expectRunning(page, release);
  await openTradeMenu(page, 'Wallet charge');
  await expectPageFrom(page, release, 'Wallet charge');
  await page.getByLabel('Payment currency').selectOption('KRW');
  await page.getByLabel('Amount to charge (USD)').fill('100');
  await page.getByLabel('Depositor name').fill('Kim Release');
}

async function expectTypedCharge(page: Page) {
  await openTradeMenu(page, 'Wallet charge');
  await expect(page.getByLabel('Payment currency')).toHaveValue('KRW');
  await expect(page.getByLabel('Amount to charge (USD)')).toHaveValue('100');
  await expect(page.getByLabel('Depositor name')).toHaveValue('Kim Release');
}

test.beforeAll(async () => {
  // Two production builds of the member remote: about a minute on two idle cores, a few on busy
  // ones. The one for @wallet/shared 4 first, so the new release is the newest build.
  test.setTimeout(900_000);
  latestBefore = fs.readFileSync(latestFile, 'utf8');
  hostBefore = hashTree(path.join(root, 'host', 'dist'));
  await buildMemberRemote(sharedNextBuildId, { WALLET_SHARED_RANGE: '^4.0.0' });
  await buildMemberRemote(r2BuildId, { RELEASE_VERSION: nextVersion });
});

test.afterAll(() => {
  // The newest release named again first, so nothing reads a name whose folder is gone.
  fs.writeFileSync(latestFile, latestBefore);
  for (const release of [r2, builtForSharedNext]) {
    fs.rmSync(path.join(memberDist, release), { recursive: true, force: true });
  }
});

test('a new member version is published and rolled back by the map alone; the open page shows which version runs, moves to the new one at its next navigation and keeps the typed charge', async ({
  page,
  request,
  served,
}) => {
  const { r1 } = served;
  // The build added its release, as the next version, beside the one being served (its
  // package.json untouched), in a folder named by version and build id, the newest build.
  expect(versionOf(r1)).toBe(version);
  expect(r2).toBe(`${nextVersion}-${r2BuildId}`);
  expect(versionOf(r2)).toBe(nextVersion);
  expect(nextVersion).not.toBe(version);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    expect(fs.existsSync(path.join(memberDist, r1, file))).toBe(true);
    expect(fs.existsSync(path.join(memberDist, r2, file))).toBe(true);
  }
  expect(JSON.parse(fs.readFileSync(latestFile, 'utf8'))).toEqual({ release: r2 });

  const clock = await stillClock(page);
  // The open page runs the served version and says so.
  await startTypingCharge(page, request, r1);

  // Published by the member's line of the map, and nothing else: not the admin's line, not a
  // file of the shell.
  const mapBefore = JSON.parse(fs.readFileSync(served.file, 'utf8')) as Record<string, string>;
  served.publish(r2);
  const mapAfter = JSON.parse(fs.readFileSync(served.file, 'utf8')) as Record<string, string>;
  expect(mapAfter).toEqual({
    ...mapBefore,
    member: `/remotes/member/${r2}/mf-manifest.json`,
  });
  expect(hashTree(path.join(root, 'host', 'dist'))).toEqual(hostBefore);
  // Until its next navigation, the open page runs and shows the version it loaded.
  await expect(page.getByTestId('member-version')).toHaveText(`Member app ${version}`);
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
  await expectPageFrom(page, r2, 'Wallet history');
  // The navigation became a full load of its target, served from the new release.
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/wallet/history']);
  expect(r2Files.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(r2Files.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expectTypedCharge(page);

  // Rolled back by the map alone: the next navigation is the old version again, and a reload
  // stays on it.
  served.publish(r1);
  expect(JSON.parse(fs.readFileSync(served.file, 'utf8'))).toEqual(mapBefore);
  await clock.later();
  await openTradeMenu(page, 'Wallet history');
  await expectPageFrom(page, r1, 'Wallet history');
  await page.reload();
  await expectPageFrom(page, r1, 'Wallet history');

  // The shell was never built: its files are byte for byte what they were.
  expect(hashTree(path.join(root, 'host', 'dist'))).toEqual(hostBefore);
});

test('a file of the running release that fails to load asks for a reload, which brings the published release and keeps the typed charge', async ({
  page,
  request,
  served,
}) => {
  // The clock stands still: after the first navigation the page does not read the map again,
  // so it meets the failed file before it could learn of the new release.
  await stillClock(page);
  await startTypingCharge(page, request, served.r1);

  // A new release is published and the old one's files are gone (removed too early).
  served.publish(r2);
  await page.route(`**/remotes/member/${served.r1}/**`, (route) => route.abort('failed'));

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
  await expectPageFrom(page, r2, 'Wallet withdrawal');
  await expectTypedCharge(page);
});

test('a member remote built against @wallet/shared 4 is refused before it runs; the shell, its language and the other remote keep working; Retry after the rollback loads the release that fits', async ({
  page,
  served,
}) => {
  // The build states what it needs, as any build does: @wallet/shared 4, where the shell has 3.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(memberDist, builtForSharedNext, 'mf-manifest.json'), 'utf8'),
  ) as { shared: Array<{ name: string; requiredVersion?: string }> };
  const ranges = manifest.shared.filter((entry) => entry.name.startsWith('@wallet/shared/'));
  expect(ranges.length).toBeGreaterThan(0);
  expect(new Set(ranges.map((entry) => entry.requiredVersion))).toEqual(new Set(['^4.0.0']));

  served.publish(builtForSharedNext);
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
  await expect(page.getByRole('link', { name: 'Member Wallet, home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // A language choice reloads the page: still refused, now in Korean.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await expect(refused).toContainText('다른 버전의 사이트에 맞게 만들어져');
  await page.getByRole('combobox', { name: '언어' }).selectOption('en');
  await expect(refused).toContainText('built for a different version');

  // The other remote is not concerned: the back office loads and works.
  await loginAsAdmin(page);

  await page.goto('/');
  await expect(refused).toContainText('built for a different version');
  // Not one file of its code was ever asked for.
  expect(memberCode).toEqual([]);

  // Rolled back by the map; Retry reads it again and loads the release that fits.
  served.publish(served.r1);
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Member Wallet' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-member-release', served.r1);
});

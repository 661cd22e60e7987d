// The Bundle figures of docs/benchmarks.md: what Chromium really downloads on a cold load (JS
// bytes gzip -9 and file count), set against the floor app (floor-app/), the admin remote's
// bytes on member pages, and which languages' texts travel. Also the shared browser helpers the
// paint figures (paint.mjs) use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildFloorApp } from './floor-app/build.mjs';
import { contextWithStorage } from '../support/browser-storage.mjs';
import { startBuiltSite } from '../support/built-site.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const gzip9 = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** Goals of issue 13, as ratios to the floor app built in the same run. */
export const BYTE_GOAL_RATIO = 1.3;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * Logs in through the API and returns the browser storage a signed-in tab holds
 * (shared/src/store/storage.ts), to be written before the page's first script runs.
 */
export async function sessionStorageFor(base, { username, password, admin = false }) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const login = await response.json();
  if (!response.ok) throw new Error(`login of ${username} failed: ${JSON.stringify(login)}`);
  return admin
    ? { lang: 'en', admin_token: login.token }
    : { lang: 'en', token: login.token, role: login.role, expiry: String(login.expiresAt) };
}

/**
 * The cookies the site itself writes for a tab holding `storage` (the view hint of
 * shared/src/domain/first-paint.ts): a browser that has held that session or language before
 * sends them with its next cold load, and the server answers with the page drawn for that view.
 */
export async function cookiesWrittenFor(browser, base, storage) {
  const context = await contextWithStorage(browser, storage);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => globalThis.document.cookie.includes('wallet_view='));
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/**
 * One cold load in a fresh context: every JS response's body is kept (its gzip -9 size is the
 * figure). `storage` is written to localStorage first, and `cookies` to the browser; `throttle` applies slow 4G and 4x CPU.
 * `onPage` runs before the navigation (paint.mjs adds its observers there); the load waits for
 * the first contentful paint and then for the network to fall quiet, since with a slow CPU the
 * network can be quiet before the first script has even asked for the remote.
 */
export async function coldLoad(
  browser,
  url,
  { storage = {}, cookies = [], throttle = false, onPage } = {},
) {
  const context = await contextWithStorage(browser, storage);
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const scripts = [];
    const styles = [];
    const bodies = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const kept = pathname.endsWith('.js') ? scripts : pathname.endsWith('.css') ? styles : null;
      if (!kept) return;
      bodies.push(
        response.body().then(
          (body) => kept.push({ pathname, body, gz: gzip9(body) }),
          () => undefined,
        ),
      );
    });
    if (onPage) await onPage(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    const measured = onPage ? await page.evaluate(() => globalThis.__benchPaint) : undefined;
    // The files the page asked for ahead (index.html's links and those the start script adds).
    const preloaded = await page.evaluate(() =>
      [...globalThis.document.querySelectorAll('link[rel="preload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    return {
      scripts,
      styles,
      preloaded,
      bytes: scripts.reduce((sum, s) => sum + s.gz, 0),
      files: scripts.length,
      // Stylesheets are files of their own (no CSS inside the scripts); not part of the JS figure.
      styleBytes: styles.reduce((sum, s) => sum + s.gz, 0),
      measured,
      // Where the load ended: a guard that sent the tab elsewhere (to /login) shows here.
      landedOn: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

/**
 * A text of one language that no other language has: the longest value of its common.json that
 * appears in none of the others' files. Found in a downloaded script, it means that language's
 * texts travelled.
 */
export function languageMarkers() {
  const dir = path.join(root, 'shared', 'src', 'i18n', 'locales');
  const languages = fs.readdirSync(dir);
  const all = Object.fromEntries(
    languages.map((lang) => [
      lang,
      fs
        .readdirSync(path.join(dir, lang))
        .map((f) => fs.readFileSync(path.join(dir, lang, f), 'utf8'))
        .join('\n'),
    ]),
  );
  const values = (node) =>
    typeof node === 'string' ? [node] : Object.values(node ?? {}).flatMap(values);
  return Object.fromEntries(
    languages.map((lang) => {
      const common = JSON.parse(fs.readFileSync(path.join(dir, lang, 'common.json'), 'utf8'));
      const own = values(common)
        .filter((text) => !/[{}<]/.test(text))
        .filter((text) => languages.every((other) => other === lang || !all[other].includes(text)))
        .sort((a, b) => b.length - a.length);
      return [lang, own[0]];
    }),
  );
}

/** The languages whose texts are in these scripts (a text may be written \u-escaped). */
export function languagesIn(scripts, markers) {
  const escape = (text) =>
    text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return Object.entries(markers)
    .filter(([, marker]) =>
      scripts.some((s) => {
        const source = s.body.toString('utf8');
        return source.includes(marker) || source.includes(escape(marker));
      }),
    )
    .map(([lang]) => lang);
}

/** Builds the floor app in a temporary folder; its JS bytes (gzip -9) and the folder. */
export async function floorFigures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-floor-'));
  const files = await buildFloorApp(dir);
  const bytes = files.reduce((sum, f) => sum + gzip9(fs.readFileSync(path.join(dir, f))), 0);
  return { dir, bytes, files: files.length };
}

/**
 * The byte figures: `/` and `/login` cold, against the floor (goal ≤ 1.3×), and the charge page
 * (printed, no goal); the admin remote on member pages (goal 0); each language's texts only for
 * the language in use. Returns the broken budgets, one sentence each.
 */
export async function byteFigures(base, floor, { member }) {
  const failures = [];
  const markers = languageMarkers();
  const browser = await launchChromium();
  // `ok` undefined: a figure printed beside its anchor, with no goal.
  const line = (name, figure, anchor, ratio, ok) =>
    console.log(
      `  ${name}: ${figure}; ${anchor}${ratio ? `; ${ratio}` : ''} ${ok === undefined ? '(no goal)' : ok ? 'ok' : 'BROKEN'}`,
    );
  console.log('bundle: JS downloaded on a cold load (gzip -9), against the floor app');
  console.log(
    `  floor app (one plain webpack bundle): ${kb(floor.bytes)} KB in ${floor.files} file(s)`,
  );
  try {
    // The size goal is the first page's and the login's. The charge page's ratio is printed with
    // no goal; its admin-remote and language goals still count.
    const pages = [
      ['/', {}, true],
      ['/login', {}, true],
      ['/wallet/charge (signed-in member)', member, false],
    ];
    for (const [name, storage, sizeGoal] of pages) {
      const pathname = name.split(' ')[0];
      const load = await coldLoad(browser, base + pathname, { storage });
      // A guard that sent the tab elsewhere (a session the server refused) would be measured as
      // this page: the figure would be another page's.
      if (load.landedOn !== pathname) {
        failures.push(`${name}: the load ended on ${load.landedOn}, not ${pathname}`);
      }
      const ratio = load.bytes / floor.bytes;
      const admin = load.scripts.filter((s) => s.pathname.startsWith('/remotes/admin/'));
      const adminBytes = admin.reduce((sum, s) => sum + s.gz, 0);
      const languages = languagesIn(load.scripts, markers);
      const ratioOk = !sizeGoal || ratio <= BYTE_GOAL_RATIO;
      line(
        name,
        `${kb(load.bytes)} KB in ${load.files} files`,
        `floor ${kb(floor.bytes)} KB`,
        `${ratio.toFixed(2)}×${sizeGoal ? ` (goal ≤ ${BYTE_GOAL_RATIO}×)` : ''}`,
        sizeGoal ? ratioOk : undefined,
      );
      console.log(`    its stylesheets (not in the figure above): ${kb(load.styleBytes)} KB`);
      line(`  admin remote on ${name}`, `${kb(adminBytes)} KB`, 'goal 0', '', adminBytes === 0);
      const onlyEn = languages.length === 1 && languages[0] === 'en';
      line(
        `  languages in its scripts`,
        languages.join(', ') || 'none',
        'goal: en only',
        '',
        onlyEn,
      );
      if (!ratioOk)
        failures.push(`${name}: ${ratio.toFixed(2)}× the floor, goal ≤ ${BYTE_GOAL_RATIO}×`);
      if (adminBytes > 0) failures.push(`${name}: ${kb(adminBytes)} KB of the admin remote`);
      if (!onlyEn) failures.push(`${name}: texts of ${languages.join(', ')} with English in use`);
    }
    // A visitor who chose Korean: Korean texts, and no other language's.
    const ko = await coldLoad(browser, `${base}/login`, { storage: { lang: 'ko' } });
    const languages = languagesIn(ko.scripts, markers);
    const onlyKo = languages.length === 1 && languages[0] === 'ko';
    line(
      '/login in Korean: languages in its scripts',
      languages.join(', ') || 'none',
      'goal: ko only',
      '',
      onlyKo,
    );
    if (!onlyKo) failures.push(`/login in Korean: texts of ${languages.join(', ')}`);
  } finally {
    await browser.close();
  }
  return failures;
}

/** The member the byte budget signs in as; the built server's start creates it. */
const BUDGET_MEMBER = { username: 'budget01', password: 'budget2026pw' };

/**
 * The first loads the byte budget holds (scripts/bundle-budget.test.ts): `/` and `/login` for a
 * visitor in English, `/login` in Korean, `/register`, and a signed-in member's home, charge page,
 * inbox, my page and inquiries, with where each load ended, the admin remote's bytes, the languages
 * whose texts travelled and the files holding full zod.
 */
export async function firstLoads(base) {
  const markers = languageMarkers();
  const browser = await launchChromium();
  try {
    const member = await sessionStorageFor(base, BUDGET_MEMBER);
    const figures = {};
    for (const [name, pathname, storage] of [
      ['/', '/', { lang: 'en' }],
      ['/login', '/login', { lang: 'en' }],
      ['/login in Korean', '/login', { lang: 'ko' }],
      ['/register', '/register', { lang: 'en' }],
      ['/ (signed-in member)', '/', member],
      ['/wallet/charge (signed-in member)', '/wallet/charge', member],
      ['/messages (signed-in member)', '/messages', member],
      ['/mypage (signed-in member)', '/mypage', member],
      ['/support/inquiry (signed-in member)', '/support/inquiry', member],
    ]) {
      const load = await coldLoad(browser, base + pathname, { storage });
      figures[name] = {
        landedOn: load.landedOn,
        bytes: load.bytes,
        files: load.files,
        adminBytes: load.scripts
          .filter((s) => s.pathname.startsWith('/remotes/admin/'))
          .reduce((sum, s) => sum + s.gz, 0),
        languages: languagesIn(load.scripts, markers),
        // The shell's scripts and stylesheets that were not asked for ahead (only the texts
        // should be: the start script fetches them itself).
        shellNotPreloaded: [...load.scripts, ...load.styles]
          .map((s) => s.pathname)
          .filter((p) => !p.startsWith('/remotes/') && !load.preloaded.includes(p)),
        // Whether the start script preloaded the member remote's entry.
        memberEntryPreloaded: load.preloaded.some((p) =>
          /^\/remotes\/member\/[^/]+\/remoteEntry\.js$/.test(p),
        ),
        // The scripts holding full zod (its object schema's name; the mini form's is
        // `ZodMiniObject`): a page whose schemas are all in the mini form downloads none.
        fullZodFiles: load.scripts
          .filter((s) => /["']ZodObject["']/.test(s.body.toString()))
          .map((s) => s.pathname),
      };
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * The built server on a fresh PGlite database with the budget's member, on 127.0.0.1:`port`;
 * resolves to a function that stops it.
 */
export function startBuiltServer(port) {
  return startBuiltSite(port, { adminPassword: 'Bytes2026pass', member: BUDGET_MEMBER });
}

// `node scripts/bench/bytes.mjs [--port N]`: the first loads of the built site, as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const port = args.includes('--port')
    ? Number(args[args.indexOf('--port') + 1])
    : 3200 + Math.floor(Math.random() * 500);
  const stop = await startBuiltServer(port);
  try {
    console.log(JSON.stringify(await firstLoads(`http://127.0.0.1:${port}`)));
  } finally {
    await stop();
  }
}

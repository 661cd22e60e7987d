// `npm run build`'s last step: draws the first paint of the pages below, for every view
// (shared/src/domain/first-paint.ts), into host/dist/first-paint/<view><path>/index.html. Each
// drawing is the built page as Chromium renders it before any API answer has arrived, in a
// closed shadow root beside the app's #root: the browser paints it from the served page, before
// the scripts arrive, and the shell drops it once the app shows the page (docs/architecture.md,
// "First paint from the served page"). Without Chromium it draws nothing: the site works alike,
// it only paints later. Run again after publishing a remote's release: a drawing shows the
// releases it was drawn from until the app takes over.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import {
  allViews,
  FIRST_PAINT_FOLDER,
  viewName,
  viewSees,
  type FirstPaintAudience,
  type Language,
} from '@wallet/shared/domain';
import { contextWithStorage } from './support/browser-storage.mjs';
import { startBuiltSite } from './support/built-site.mjs';

/** The pages drawn: where members and visitors arrive from outside, and the back office's first. */
const PAGES: { path: string; audience: FirstPaintAudience }[] = [
  { path: '/', audience: 'visitor' },
  { path: '/login', audience: 'visitor' },
  { path: '/', audience: 'member' },
  { path: '/wallet/charge', audience: 'member' },
  { path: '/admin/dashboard', audience: 'admin' },
];

const root = path.resolve(__dirname, '..');
const hostDist = path.join(root, 'host', 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What a tab of that audience holds (shared/src/store/storage.ts); the API never answers it. */
function storageFor(audience: FirstPaintAudience, language: Language): Record<string, string> {
  const far = String(Math.floor(Date.now() / 1000) + 10 * 365 * 86_400);
  if (audience === 'member') return { lang: language, token: 'drawing', role: 'user', expiry: far };
  if (audience === 'admin') return { lang: language, admin_token: 'drawing' };
  return { lang: language };
}

interface Job {
  language: Language;
  pagePath: string;
  audience: FirstPaintAudience;
}

interface Drawing {
  lang: string;
  html: string;
  styles: string[];
}

/** The page as it stands with every API call unanswered, once its page code has run. */
async function draw(
  browser: Browser,
  base: string,
  pagePath: string,
  storage: Record<string, string>,
) {
  const context = await contextWithStorage(browser, storage, {
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.route('**/api/**', () => undefined); // never answered: the loading state
    const page = await context.newPage();
    await page.goto(base + pagePath);
    await page.waitForFunction(() => {
      const area = document.querySelector('#root .page-area');
      return area !== null && area.querySelector(':scope > .ui-loading') === null;
    });
    await page.waitForLoadState('load');
    await page.waitForTimeout(500); // the page's own lazy parts (none should be slower)
    return await page.evaluate((): Drawing => {
      // What a form control shows is a property; the copy keeps only attributes.
      for (const option of document.querySelectorAll('option')) {
        option.toggleAttribute('selected', option.selected);
      }
      for (const input of document.querySelectorAll('input')) {
        input.setAttribute('value', input.value);
        input.toggleAttribute('checked', input.checked);
      }
      const copy = document.getElementById('root')?.cloneNode(true) as HTMLElement;
      // Nothing in the drawing is referred to or found: its ids and references would only clash
      // with the app's, which comes to stand beside it.
      for (const element of copy.querySelectorAll('*')) {
        for (const name of ['id', 'for', 'data-testid', 'aria-controls', 'aria-labelledby']) {
          element.removeAttribute(name);
        }
        element.removeAttribute('aria-describedby');
      }
      return {
        lang: document.documentElement.lang,
        html: copy.innerHTML,
        styles: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      };
    });
  } finally {
    await context.close();
  }
}

/** One replacement that must happen: a build whose index.html changed shape draws nothing wrong. */
function replaceOnce(text: string, pattern: string | RegExp, by: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`index.html has no ${String(pattern)}: draw nothing`);
  return text.replace(pattern, by);
}

/**
 * index.html with the drawing for `view`: its stylesheets asked for at once, its language on the
 * page, and the view it was made for (the shell drops a drawing made for another view at once).
 */
function compose(indexHtml: string, drawing: Drawing, view: string): string {
  // The site's policy (style-src 'self') would refuse a style attribute inside the drawing.
  if (/\sstyle=/.test(drawing.html)) throw new Error('a drawing holds a style attribute');
  const links = drawing.styles.map((href) => `<link rel=stylesheet href=${href}>`).join('');
  // In the head too: the page's own rules (:root, body) must apply outside the shadow root, and
  // a stylesheet there holds the first paint until it has arrived (the shell only preloads its).
  const head = drawing.styles.filter((href) => !indexHtml.includes(`stylesheet href=${href}`));
  let html = replaceOnce(indexHtml, /<html lang=[a-z]+>/, `<html lang=${drawing.lang}>`);
  html = replaceOnce(
    html,
    '</head>',
    `${head.map((href) => `<link rel=stylesheet href=${href}>`).join('')}</head>`,
  );
  return replaceOnce(
    html,
    '<div id=root></div>',
    `<div id=root hidden></div><div id=first-paint inert data-view=${view}>` +
      `<template shadowrootmode=closed>${links}${drawing.html}</template></div>`,
  );
}

async function main() {
  // Drawings of an earlier build go first: they name that build's files.
  const out = path.join(hostDist, FIRST_PAINT_FOLDER);
  fs.rmSync(out, { recursive: true, force: true });
  if (!fs.existsSync(chromiumPath)) {
    console.log(
      `first paint: no Chromium at ${chromiumPath}, no page drawn (the site works alike)`,
    );
    return;
  }
  const indexHtml = fs.readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const port = 3900 + Math.floor(Math.random() * 90);
  const stop = await startBuiltSite(port);
  const browser = await chromium.launch({ executablePath: chromiumPath });
  let written = 0;
  const drawOne = async ({ language, pagePath, audience }: Job) => {
    const drawing = await draw(
      browser,
      `http://127.0.0.1:${port}`,
      pagePath,
      storageFor(audience, language),
    );
    for (const view of allViews()) {
      if (view.language !== language || !viewSees(view, audience)) continue;
      const html = compose(indexHtml, drawing, viewName(view));
      const file = path.join(out, viewName(view), pagePath, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Compressed beside it, as the build leaves every text file (the server sends those).
      fs.writeFileSync(file, html);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
      written += 1;
    }
  };
  try {
    const languages = [...new Set(allViews().map((view) => view.language))];
    const jobs = languages.flatMap((language) =>
      PAGES.map(({ path: pagePath, audience }) => ({ language, pagePath, audience })),
    );
    // Two tabs at a time: a drawing mostly waits on its page's scripts (the same files come out
    // as drawn one at a time). After a failure the other tab takes no new page.
    let failed = false;
    const next = async (): Promise<void> => {
      const job = failed ? undefined : jobs.shift();
      if (!job) return;
      try {
        await drawOne(job);
      } catch (error) {
        failed = true;
        throw error;
      }
      return next();
    };
    await Promise.all([next(), next()]);
  } finally {
    await browser.close();
    await stop();
  }
  console.log(`first paint: ${PAGES.length} pages drawn in each language, ${written} files`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

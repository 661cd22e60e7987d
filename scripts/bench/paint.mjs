// The Paint figures of docs/benchmarks.md: largest contentful paint and layout shift of three
// pages on slow 4G (150 ms, 1.6 Mbps) with the CPU slowed 4×, median of 7 cold loads, against
// the floor app (floor-app/) loaded the same way in the same run.
import { coldLoad, cookiesWrittenFor, launchChromium } from './bytes.mjs';
import { serveFloorApp } from './floor-app/build.mjs';
import { LAYOUT_SHIFT_GOAL, PAINT_GOAL_RATIO } from './paint-goals.mjs';
const LOADS = 7;

/**
 * Written into the page before its first script: the newest LCP candidate and the sum of the
 * layout shifts not caused by input (the sum is at least the session-window figure Chrome
 * reports, so the goal is checked on the stricter number).
 */
async function observePaint(page) {
  await page.addInitScript(() => {
    // No LCP entry stays null: a load that never painted is a failure, not a 0 ms paint.
    const paint = { lcp: null, cls: 0 };
    globalThis.__benchPaint = paint;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paint.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) paint.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `/` (visitor), `/wallet/charge` (member) and `/admin/dashboard` (administrator), with the floor
 * app on the next port. The loads take turns page by page, so a busy moment of the machine falls
 * on every page alike. Returns the broken budgets.
 */
export async function paintFigures(base, floor, { member, admin }) {
  const floorPort = Number(new URL(base).port) + 1;
  const stopFloor = await serveFloorApp(floor.dir, floorPort);
  const pages = [
    { name: 'floor app', url: `http://127.0.0.1:${floorPort}/`, storage: {} },
    { name: '/', url: `${base}/`, storage: {} },
    { name: '/wallet/charge (member)', url: `${base}/wallet/charge`, storage: member },
    { name: '/admin/dashboard (administrator)', url: `${base}/admin/dashboard`, storage: admin },
  ];
  const results = new Map(pages.map((p) => [p.name, { lcp: [], cls: [], landed: new Set() }]));
  const browser = await launchChromium();
  try {
    // Each page is loaded as by a browser that has been on the site before with that storage.
    for (const page of pages.slice(1)) {
      page.cookies = await cookiesWrittenFor(browser, base, page.storage);
    }
    for (let round = 0; round < LOADS; round++) {
      for (const { name, url, storage, cookies } of pages) {
        const { measured, landedOn } = await coldLoad(browser, url, {
          storage,
          cookies,
          throttle: true,
          onPage: observePaint,
        });
        results.get(name).lcp.push(measured?.lcp ?? Number.NaN);
        results.get(name).cls.push(measured?.cls ?? Number.NaN);
        results.get(name).landed.add(landedOn);
      }
    }
  } finally {
    await browser.close();
    await stopFloor();
  }
  const failures = [];
  // Every load must have painted, on the page it was sent to (a guard may send a tab to /login).
  for (const { name, url } of pages) {
    const { lcp, landed } = results.get(name);
    const unpainted = lcp.filter((value) => !(value > 0)).length;
    if (unpainted > 0) failures.push(`${name}: ${unpainted} of ${LOADS} loads reported no LCP`);
    const expected = new URL(url).pathname;
    const elsewhere = [...landed].filter((path) => path !== expected);
    if (elsewhere.length > 0) failures.push(`${name}: loads ended on ${elsewhere.join(', ')}`);
  }
  const floorLcp = median(results.get('floor app').lcp);
  console.log(
    `paint: LCP and layout shift, slow 4G + 4x CPU, median of ${LOADS} cold loads, against the floor app`,
  );
  console.log(`  floor app: LCP ${floorLcp.toFixed(0)} ms`);
  for (const { name } of pages.slice(1)) {
    const { lcp, cls } = results.get(name);
    const value = median(lcp);
    const ratio = value / floorLcp;
    const shift = Math.max(...cls);
    const paintOk = ratio <= PAINT_GOAL_RATIO;
    const shiftOk = shift <= LAYOUT_SHIFT_GOAL;
    console.log(
      `  ${name}: LCP ${value.toFixed(0)} ms; floor ${floorLcp.toFixed(0)} ms; ${ratio.toFixed(2)}× (goal ≤ ${PAINT_GOAL_RATIO}×) ${paintOk ? 'ok' : 'BROKEN'}; ` +
        `layout shift ≤ ${shift.toFixed(3)} (goal ≤ ${LAYOUT_SHIFT_GOAL}) ${shiftOk ? 'ok' : 'BROKEN'}`,
    );
    if (!paintOk)
      failures.push(`${name}: LCP ${ratio.toFixed(2)}× the floor, goal ≤ ${PAINT_GOAL_RATIO}×`);
    if (!shiftOk)
      failures.push(`${name}: layout shift ${shift.toFixed(3)}, goal ≤ ${LAYOUT_SHIFT_GOAL}`);
  }
  return failures;
}

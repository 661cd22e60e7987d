import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS, siteOf } from './fixtures/site';

/**
 * The browser suite: Debian's chromium driven by Playwright against the built site, served by
 * the real server on a fresh PGlite database (e2e/serve.mjs), exactly as `npm start` serves it.
 * One browser; E2E_WORKERS workers, each with a server and database of its own (fixtures/site.ts,
 * fixtures/test.ts), so tests are spread one by one and never share data with a neighbour.
 */
const jsonOutput = process.env.E2E_JSON_OUTPUT;

export default defineConfig({
  testDir: './tests',
  // One folder per port: two runs side by side (on two ports) must not clear each other's files.
  outputDir: `../.cache/e2e-results-${E2E_PORT}`,
  fullyParallel: true,
  workers: E2E_WORKERS,
  forbidOnly: true,
  retries: 0,
  // A limit that catches a hang, not a slow machine: the money tests take about 15 s on two idle
  // cores and twice that with the cores busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: jsonOutput ? [['list'], ['json', { outputFile: jsonOutput }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // A failed test keeps its trace (actions, network, console) and a screenshot of its end. The
    // trace's own screenshots and page snapshots are left out: recording them for every test
    // took the browser a third of its CPU on two cores (tables.spec.ts: 8.3 min with them, 5.1 without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const site = siteOf(index);
    return {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `${site.baseURL}/api/health`,
      reuseExistingServer: false,
      // SIGTERM lets e2e/serve.mjs stop the server and remove its temporary data folder.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      timeout: 60_000,
      env: { E2E_PORT: String(site.port) },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});

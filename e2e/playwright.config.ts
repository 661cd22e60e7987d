import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './fixtures/site';

/**
 * The browser suite: Debian's chromium driven by Playwright against the built site, served by
 * the real server on a fresh PGlite database (e2e/serve.mjs), exactly as `npm start` serves it.
 * One browser, one worker: two cores, and the site shares one embedded database.
 */
const jsonOutput = process.env.E2E_JSON_OUTPUT;

export default defineConfig({
  testDir: './tests',
  // One folder per port: two runs side by side (on two ports) must not clear each other's files.
  outputDir: `../.cache/e2e-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // A limit that catches a hang, not a slow machine: the money tests take about 15 s on two idle
  // cores and twice that with the cores busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: jsonOutput ? [['list'], ['json', { outputFile: jsonOutput }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // SIGTERM lets e2e/serve.mjs stop the server and remove its temporary data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 60_000,
    env: { E2E_PORT: String(E2E_PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

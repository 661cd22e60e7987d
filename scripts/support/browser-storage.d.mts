import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export function contextWithStorage(
  browser: Browser,
  storage?: Record<string, string>,
  options?: BrowserContextOptions,
): Promise<BrowserContext>;

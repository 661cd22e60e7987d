// What a returning browser's tab holds, for scripts that drive Chromium against the built site
// (the bench's cold loads, the first-paint drawings).

/**
 * A fresh context whose every tab holds `storage` in localStorage before the page's first script
 * runs, as a tab that has held that language or session before does (shared/src/store/storage.ts).
 */
export async function contextWithStorage(browser, storage = {}, options = {}) {
  const context = await browser.newContext(options);
  if (Object.keys(storage).length === 0) return context;
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    return context;
  } catch (error) {
    await context.close();
    throw error;
  }
}

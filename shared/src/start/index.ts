/**
 * What an app's start script (`index.ts`, before `import('./bootstrap')`) may use: plain modules
 * only. Shared modules are negotiated behind that boundary, so a shared one reached from here
 * would be consumed before it is ready ("eager consumption"); lint keeps start scripts to this
 * entry. Each export is a head start on a round trip the first render waits for
 * (docs/benchmarks.md, "Paint").
 */
import { loadStartupTexts } from '../i18n/load';

export { isAdminPath } from '../domain/areas';
export { isExpiredAt } from '../domain/format';
export { readAdminToken, readMemberSession, rememberView } from '../store/storage';

/**
 * Starts fetching the texts of the language the page will start in, beside the shell's own
 * chunks. The i18n setup asks for the same chunk later and gets this download (webpack loads a
 * chunk once); a failure is reported there, not here.
 */
export function startLoadingTexts(): void {
  loadStartupTexts().catch(() => undefined);
}

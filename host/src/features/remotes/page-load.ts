/**
 * The two ways the shell leaves the current document: kept apart so tests can watch them (jsdom
 * does not navigate).
 */
export const pageLoad = {
  /** A full load of `url`: the new document starts with the releases the map names now. */
  open(url: string): void {
    globalThis.location.assign(url);
  },
  reload(): void {
    globalThis.location.reload();
  },
};

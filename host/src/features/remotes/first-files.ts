import { isRecord } from './records';

/**
 * The entry's file inside the release folder, from the manifest's `metaData.remoteEntry`
 * (`{ path: 'js', name: 'remoteEntry.js' }` → `js/remoteEntry.js`); null when it names none.
 */
export function entryFileOf(remoteEntry: unknown): string | null {
  if (!isRecord(remoteEntry) || typeof remoteEntry.name !== 'string') return null;
  const path = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/^\/+/, '') : '';
  return path === '' ? remoteEntry.name : `${path.replace(/\/?$/, '/')}${remoteEntry.name}`;
}

/**
 * A remote's entry and the chunks of its exposed modules, as addresses: the code it runs first.
 * Empty for a manifest of another shape (the contract check says what is wrong with it).
 */
export function firstFilesOf(manifestAddress: string, manifest: unknown): string[] {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return [];
  const { publicPath, remoteEntry } = manifest.metaData;
  // Our releases are built with publicPath 'auto': every file sits beside its manifest.
  if (publicPath !== 'auto' || !isRecord(remoteEntry)) return [];
  const folder = new URL('.', new URL(manifestAddress, globalThis.location.href));
  const names: unknown[] = [entryFileOf(remoteEntry)];
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    const js = isRecord(expose) && isRecord(expose.assets) ? expose.assets.js : undefined;
    if (isRecord(js) && Array.isArray(js.sync)) names.push(...js.sync);
  }
  return names
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .map((name) => new URL(name.replace(/^\/+/, ''), folder).href);
}

/** Downloads scripts without running them; the script tags that run them later find them here. */
export function preloadScripts(addresses: readonly string[]): void {
  for (const href of addresses) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

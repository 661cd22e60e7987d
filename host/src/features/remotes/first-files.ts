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
 * A remote's entry and the chunks of its exposed modules with their stylesheets, as addresses:
 * the code it runs first, and the styles its first page waits for. Empty for a manifest of
 * another shape (the contract check says what is wrong with it).
 */
export function firstFilesOf(manifestAddress: string, manifest: unknown): string[] {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return [];
  const { publicPath, remoteEntry } = manifest.metaData;
  // Our releases are built with publicPath 'auto': every file sits beside its manifest.
  if (publicPath !== 'auto' || !isRecord(remoteEntry)) return [];
  const folder = new URL('.', new URL(manifestAddress, globalThis.location.href));
  const names: unknown[] = [entryFileOf(remoteEntry)];
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    const assets = isRecord(expose) && isRecord(expose.assets) ? expose.assets : {};
    for (const files of [assets.js, assets.css]) {
      if (isRecord(files) && Array.isArray(files.sync)) names.push(...files.sync);
    }
  }
  return names
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .map((name) => new URL(name.replace(/^\/+/, ''), folder).href);
}

/**
 * Downloads scripts and stylesheets without running or applying them; the tags that use them
 * later find them here.
 */
export function preloadFiles(addresses: readonly string[]): void {
  for (const href of addresses) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    document.head.append(link);
  }
}

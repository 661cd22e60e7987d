import { pageChunkName } from './page-chunk';
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
 * The folder a manifest's files sit in, or null when they sit elsewhere: our releases are built
 * with publicPath 'auto', every file beside its manifest.
 */
function folderOf(manifestAddress: string, manifest: Record<string, unknown>): URL | null {
  if (!isRecord(manifest.metaData) || manifest.metaData.publicPath !== 'auto') return null;
  return new URL('.', new URL(manifestAddress, globalThis.location.href));
}

/** File names of a manifest, as addresses in its folder. */
const addressesIn = (folder: URL, names: readonly unknown[]): string[] =>
  names
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .map((name) => new URL(name.replace(/^\/+/, ''), folder).href);

/**
 * A remote's entry and the chunks of its exposed modules with their stylesheets, as addresses:
 * the code it runs first, and the styles its first page waits for. Empty for a manifest of
 * another shape (the contract check says what is wrong with it).
 */
export function firstFilesOf(manifestAddress: string, manifest: unknown): string[] {
  if (!isRecord(manifest)) return [];
  const folder = folderOf(manifestAddress, manifest);
  const remoteEntry = isRecord(manifest.metaData) ? manifest.metaData.remoteEntry : undefined;
  if (!folder || !isRecord(remoteEntry)) return [];
  const names: unknown[] = [entryFileOf(remoteEntry)];
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    const assets = isRecord(expose) && isRecord(expose.assets) ? expose.assets : {};
    for (const files of [assets.js, assets.css]) {
      if (isRecord(files) && Array.isArray(files.sync)) names.push(...files.sync);
    }
  }
  return addressesIn(folder, names);
}

/** The files of a shared key's copy that the remote brings (`shared[].assets`), by name. */
function ownCopyFiles(manifest: Record<string, unknown>, key: unknown): unknown[] {
  const entries = Array.isArray(manifest.shared) ? manifest.shared : [];
  const entry: unknown = entries.find((shared) => isRecord(shared) && shared.name === key);
  const assets = isRecord(entry) && isRecord(entry.assets) ? entry.assets : {};
  return [assets.js, assets.css].flatMap((files) =>
    isRecord(files) && Array.isArray(files.sync) ? files.sync : [],
  );
}

/**
 * The code and stylesheets of the page at `pathname`, as addresses, when the manifest lists
 * them under the page's chunk name (page-chunk.ts), with the remote's own copy of each shared
 * module the page uses that the shell does not provide (`provided`, the page's shared keys):
 * none otherwise.
 */
export function pageFilesOf(
  manifestAddress: string,
  manifest: unknown,
  pathname: string,
  provided: ReadonlySet<string>,
): string[] {
  if (!isRecord(manifest) || !isRecord(manifest.pages)) return [];
  const folder = folderOf(manifestAddress, manifest);
  const page = manifest.pages[pageChunkName(pathname)];
  if (!folder || !isRecord(page)) return [];
  const own = (Array.isArray(page.shared) ? page.shared : [])
    .filter((key) => typeof key === 'string' && !provided.has(key))
    .flatMap((key) => ownCopyFiles(manifest, key));
  const names = [page.js, page.css].flatMap((files) => (Array.isArray(files) ? files : []));
  return addressesIn(folder, [...new Set([...names, ...own])]);
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

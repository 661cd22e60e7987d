import { satisfies } from 'compare-versions';
import type { RemoteName } from '@wallet/shared/contracts';
import { takeFetchedAhead } from './fetched-ahead';
import { entryFileOf } from './first-files';
import { isRecord } from './records';
import { sharedScope } from './webpack-container';

/** One shared package as a remote's mf-manifest.json states it (the part the shell reads). */
export interface ManifestShared {
  name: string;
  /** The version the remote bundled as its own fallback. */
  version: string;
  /** The range the remote's package.json asks for; false or absent: any. */
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface RemoteManifest {
  /** The address of the remote's entry (`remoteEntry.js`), beside the manifest. */
  entry: string;
  /** The global the entry sets: the remote's container. */
  globalName: string;
  shared: ManifestShared[];
  /**
   * The version the release was built as (`metaData.buildInfo.buildVersion`: RELEASE_VERSION
   * or the remote's package.json, webpack.release.js); null when the manifest does not say.
   */
  version: string | null;
}

/** What the shell itself put on the page, by share key: the version, and whether it is the one copy. */
export type ProvidedShared = Record<string, { version: string; singleton: boolean }>;

/** A shared package whose copy on the page is outside the range the remote was built for. */
export interface Misfit {
  name: string;
  required: string;
  provided: string;
}

/** A remote that was built for another shell: refused before any of its code runs. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';

  constructor(
    readonly remote: RemoteName,
    readonly misfits: readonly Misfit[],
  ) {
    super(
      `${remote} needs ${misfits.map((m) => `${m.name} ${m.required} (the page has ${m.provided})`).join(', ')}`,
    );
  }
}

function isManifestShared(value: unknown): value is ManifestShared {
  return isRecord(value) && typeof value.name === 'string' && typeof value.version === 'string';
}

/** `metaData.buildInfo.buildVersion`, when it is a non-empty string. */
function buildVersion(value: Record<string, unknown>): string | null {
  const metaData = value.metaData;
  const buildInfo = isRecord(metaData) ? metaData.buildInfo : undefined;
  const version = isRecord(buildInfo) ? buildInfo.buildVersion : undefined;
  return typeof version === 'string' && version.trim() !== '' ? version.trim() : null;
}

/**
 * The entry's address: beside the manifest, since our releases are built with publicPath 'auto'
 * (every file of a release sits in its folder); null when the manifest names no entry.
 */
function entryOf(metaData: Record<string, unknown>, address: string): string | null {
  const file = entryFileOf(metaData.remoteEntry);
  if (file === null) return null;
  const { publicPath } = metaData;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : address;
  return new URL(file, new URL(base, globalThis.location.href)).href;
}

/**
 * The manifest read from `address`: its entry, shared list and version. Anything without an entry
 * and a shared list is not a manifest.
 */
export function parseManifest(value: unknown, address: string): RemoteManifest {
  const metaData = isRecord(value) && isRecord(value.metaData) ? value.metaData : {};
  const entry = entryOf(metaData, address);
  if (!isRecord(value) || !Array.isArray(value.shared) || !value.shared.every(isManifestShared)) {
    throw new Error('not a Module Federation manifest (no shared list)');
  }
  if (entry === null) throw new Error('not a Module Federation manifest (no remoteEntry)');
  const globalName = [metaData.globalName, value.name].find(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  if (globalName === undefined) throw new Error('not a Module Federation manifest (no name)');
  return { entry, globalName, shared: value.shared, version: buildVersion(value) };
}

/**
 * The shared packages that would not fit: a singleton (on either side) the shell provides at a
 * version outside the remote's required range, or a range that cannot be read. webpack's sharing
 * code would only warn, and hand the remote whichever copy is loaded or newest. A package the shell does not provide is the remote's own
 * business (it brings its copy), and a non-singleton gets a copy that fits.
 */
export function findMisfits(
  manifest: RemoteManifest,
  provided: ProvidedShared,
  fits: (version: string, range: string) => boolean = satisfies,
): Misfit[] {
  return manifest.shared.flatMap((entry) => {
    const ours = provided[entry.name];
    const range = entry.requiredVersion;
    if (!ours || !range || !(entry.singleton === true || ours.singleton)) return [];
    // A range the comparison cannot read ('workspace:^') cannot be shown to fit.
    const fitting = (() => {
      try {
        return fits(ours.version, range);
      } catch {
        return false;
      }
    })();
    return fitting ? [] : [{ name: entry.name, required: range, provided: ours.version }];
  });
}

/**
 * Whether a manifest (as read, unchecked) fits what the shell provides: the same check as
 * checkRemoteContract, with no error to report (the start script only decides whether to
 * preload; the real check runs before the remote does).
 */
export function fitsTheShell(manifest: unknown, address: string): boolean {
  try {
    return findMisfits(parseManifest(manifest, address), providedShared()).length === 0;
  } catch {
    return false;
  }
}

/**
 * The build that provides a package in the shared scope: webpack's `output.uniqueName`, which
 * webpack.common.js sets to `wallet_<app>`.
 */
const SHELL_BUILD = 'wallet_host';

let shellShared: ProvidedShared | null = null;

/**
 * The shell's own shared packages, as webpack registered them in the page's shared scope. Read
 * once, before any remote starts: a remote then registers its own copies, and may take over the
 * entry of a version the shell has not used yet. Every package the shell shares is a singleton
 * (webpack.common.js).
 */
export function providedShared(): ProvidedShared {
  if (shellShared) return shellShared;
  const provided: ProvidedShared = {};
  for (const [name, versions] of Object.entries(sharedScope())) {
    const version = Object.keys(versions).find((v) => versions[v]?.from === SHELL_BUILD);
    if (version) provided[name] = { version, singleton: true };
  }
  shellShared = provided;
  return provided;
}

/**
 * Reads a remote's manifest and refuses the remote when what it needs shared does not fit what
 * the shell provides. Runs before the remote's entry is loaded, so a misfit never runs at all.
 * Every entry of the map is a manifest's address: the map is refused when it names anything else
 * (parseRemoteMap). Gives back the manifest of a remote that fits: its entry, and its version,
 * which the page shows.
 */
export async function checkRemoteContract(
  remote: RemoteName,
  address: string,
): Promise<RemoteManifest> {
  const response = await (takeFetchedAhead(address) ?? fetch(address));
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  const manifest = parseManifest(await response.json(), address);
  const misfits = findMisfits(manifest, providedShared());
  if (misfits.length > 0) throw new IncompatibleRemoteError(remote, misfits);
  return manifest;
}

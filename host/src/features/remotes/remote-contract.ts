import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@wallet/shared/contracts';
import { keepCheckedManifest } from './checked-manifests';
import { takeFetchedAhead } from './fetched-ahead';
import { isRecord } from './records';

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

/** The manifest's shared list and version; anything without a shared list is not a manifest. */
export function parseManifest(value: unknown): RemoteManifest {
  if (!isRecord(value) || !Array.isArray(value.shared) || !value.shared.every(isManifestShared)) {
    throw new Error('not a Module Federation manifest (no shared list)');
  }
  return { shared: value.shared, version: buildVersion(value) };
}

/**
 * The shared packages that would not fit: a singleton (on either side) the shell provides at a
 * version outside the remote's required range. The runtime itself would only warn and hand the
 * remote the shell's copy anyway. A package the shell does not provide is the remote's own
 * business (it brings its copy), and a non-singleton gets a copy that fits.
 */
export function findMisfits(
  manifest: RemoteManifest,
  provided: ProvidedShared,
  satisfies: (version: string, range: string) => boolean = satisfy,
): Misfit[] {
  return manifest.shared.flatMap((entry) => {
    const ours = provided[entry.name];
    const range = entry.requiredVersion;
    if (!ours || !range || !(entry.singleton === true || ours.singleton)) return [];
    return satisfies(ours.version, range)
      ? []
      : [{ name: entry.name, required: range, provided: ours.version }];
  });
}

/**
 * Whether a manifest (as read, unchecked) fits what the shell provides: the same check as
 * checkRemoteContract, with no error to report (the start script only decides whether to
 * preload; the real check runs before the remote does).
 */
export function fitsTheShell(manifest: unknown): boolean {
  try {
    return findMisfits(parseManifest(manifest), providedShared()).length === 0;
  } catch {
    return false;
  }
}

/** The shell's own shared packages, as the federation runtime registered them at start. */
export function providedShared(): ProvidedShared {
  const instance = getInstance();
  if (!instance) return {};
  const own = instance.options.name;
  const provided: ProvidedShared = {};
  for (const [name, copies] of Object.entries(instance.options.shared)) {
    const copy = copies.find((c) => c.from === own) ?? copies[0];
    if (copy)
      provided[name] = { version: copy.version, singleton: copy.shareConfig.singleton ?? false };
  }
  return provided;
}

/**
 * Reads a remote's manifest and refuses the remote when what it needs shared does not fit what
 * the shell provides. Runs before the remote's entry is loaded, so a misfit never runs at all.
 * Every entry is a manifest: the map is refused when it names anything else (parseRemoteMap).
 * Gives back the manifest of a remote that fits (its version is what the page shows).
 */
export async function checkRemoteContract(
  remote: RemoteName,
  entry: string,
): Promise<RemoteManifest> {
  const response = await (takeFetchedAhead(entry) ?? fetch(entry));
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const read: unknown = await response.json();
  const manifest = parseManifest(read);
  const misfits = findMisfits(manifest, providedShared());
  if (misfits.length > 0) throw new IncompatibleRemoteError(remote, misfits);
  keepCheckedManifest(entry, read);
  return manifest;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import {
  parseRemoteMap,
  RELEASE_ID,
  REMOTE_NAMES,
  RemoteMapError,
  type RemoteMap,
  type RemoteName,
} from '@wallet/shared/domain';
import type { WebConfig } from '../config';
import { HttpError } from '../http/errors';

/** Where a release's manifest is served: the address the remote map names. */
export const manifestUrl = (remote: RemoteName, release: string) =>
  `/remotes/${remote}/${release}/mf-manifest.json`;

const mapUnavailable = (why: string) =>
  new HttpError(503, 'service_unavailable', `The remote map cannot be read: ${why}`);

/** The release the last build of a remote wrote to its dist/latest.json; null when none. */
export async function newestRelease(distDir: string): Promise<string | null> {
  try {
    const latest: unknown = JSON.parse(
      await fs.readFile(path.join(distDir, 'latest.json'), 'utf8'),
    );
    const release =
      typeof latest === 'object' && latest !== null && 'release' in latest ? latest.release : null;
    return typeof release === 'string' && RELEASE_ID.test(release) ? release : null;
  } catch {
    return null;
  }
}

function parseMap(text: string, file: string): RemoteMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw mapUnavailable(`${file} is not JSON`);
  }
  try {
    return parseRemoteMap(value);
  } catch (error) {
    if (error instanceof RemoteMapError) throw mapUnavailable(`${file}: ${error.message}`);
    throw error;
  }
}

/**
 * What `/mf-remotes.json` answers now: the map file when one is configured (read on every
 * request, so publishing or rolling back a remote needs no restart), else the newest release of
 * each remote (its dist/latest.json, for local runs).
 */
export async function currentRemoteMap(web: WebConfig): Promise<RemoteMap> {
  if (web.remoteMapFile) {
    let text: string;
    try {
      text = await fs.readFile(web.remoteMapFile, 'utf8');
    } catch {
      throw mapUnavailable(`${web.remoteMapFile} is missing`);
    }
    return parseMap(text, web.remoteMapFile);
  }
  const map: Partial<RemoteMap> = {};
  for (const remote of REMOTE_NAMES) {
    const release = await newestRelease(web.remoteRoots[remote]);
    if (!release) throw mapUnavailable(`${remote} has no release yet: run \`npm run build\``);
    map[remote] = manifestUrl(remote, release);
  }
  return map as RemoteMap;
}

import { REMOTE_ROUTES_MODULE, type RemoteModule, type RemoteName } from '@wallet/shared/contracts';
import { firstRemote } from './early-remote';
import { isRecord } from './records';
import { checkRemoteContract } from './remote-contract';
import { manifestToLoad, markRunning } from './remote-registry';
import { loadExposedModule } from './webpack-container';

function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<RemoteModule>).routes)
  );
}

/** The load under way (or done) per remote; a failed one is forgotten, so Retry loads again. */
const loads = new Map<RemoteName, Promise<RemoteModule>>();

/**
 * Loads a remote's `./routes` module (its default export is the RemoteModule), after checking
 * that what the remote needs shared fits what the shell provides. One load per remote: the
 * shell's start and the page area that shows it share it.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteModule> {
  let load = loads.get(remote);
  if (!load) {
    load = checkAndLoad(remote);
    loads.set(remote, load);
    load.catch(() => loads.delete(remote));
  }
  return load;
}

/**
 * Starts loading the remote the first page runs while the shell itself renders, instead of after
 * (docs/benchmarks.md, "Paint"); the page area takes the same load. A failure shows there.
 */
export function loadFirstRemote(): void {
  const remote = firstRemote();
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}

/** Tests start each case with no remote loaded. */
export function resetRemoteLoads(): void {
  loads.clear();
}

/** 'member/routes' → './routes': a federated module id is the container's name, then the key it exposes. */
const exposedKey = (id: string) => `./${id.slice(id.indexOf('/') + 1)}`;

async function checkAndLoad(remote: RemoteName): Promise<RemoteModule> {
  const address = await manifestToLoad(remote);
  const manifest = await checkRemoteContract(remote, address);
  const id = REMOTE_ROUTES_MODULE[remote];
  // Once its container has started, the release runs on this page until it is loaded again,
  // even when its routes then fail: another release's entry must not run beside it.
  const loaded = await loadExposedModule(manifest.entry, manifest.globalName, exposedKey(id), () =>
    markRunning(remote, address, manifest.version),
  );
  const module = isRecord(loaded) && 'default' in loaded ? loaded.default : loaded;
  if (!isRemoteModule(module)) throw new Error(`${id} did not give a route list`);
  return module;
}

import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, type RemoteModule, type RemoteName } from '@wallet/shared/contracts';
import { reuseCheckedManifests } from './checked-manifests';
import { firstRemote } from './early-remote';
import { checkRemoteContract } from './remote-contract';
import { ensureRemoteRegistered, markRunning } from './remote-registry';

function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<RemoteModule>).routes)
  );
}

let pluginRegistered = false;
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

async function checkAndLoad(remote: RemoteName): Promise<RemoteModule> {
  if (!pluginRegistered) {
    registerPlugins([reuseCheckedManifests]);
    pluginRegistered = true;
  }
  const entry = await ensureRemoteRegistered(remote);
  const { version } = await checkRemoteContract(remote, entry);
  const loaded = await loadRemote<{ default?: unknown }>(REMOTE_ROUTES_MODULE[remote]);
  const module = loaded?.default ?? loaded;
  if (!isRemoteModule(module)) {
    throw new Error(`${REMOTE_ROUTES_MODULE[remote]} did not give a route list`);
  }
  markRunning(remote, entry, version);
  return module;
}

import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, type RemoteModule, type RemoteName } from '@wallet/shared/contracts';
import { reuseCheckedManifests } from './checked-manifests';
import { checkRemoteContract } from './remote-contract';
import { ensureRemoteRegistered, markRunning } from './remote-registry';

function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<RemoteModule>).routes)
  );
}

/**
 * Loads a remote's `./routes` module (its default export is the RemoteModule), after checking
 * that what the remote needs shared fits what the shell provides.
 */
let pluginRegistered = false;

export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteModule> {
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

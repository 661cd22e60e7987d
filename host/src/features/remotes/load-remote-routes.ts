import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, type RemoteModule, type RemoteName } from '@wallet/shared/contracts';
import { ensureRemoteRegistered } from './remote-registry';

function isRemoteModule(value: unknown): value is RemoteModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<RemoteModule>).routes)
  );
}

/** Loads a remote's `./routes` module (its default export is the RemoteModule). */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteModule> {
  await ensureRemoteRegistered(remote);
  const loaded = await loadRemote<{ default?: unknown }>(REMOTE_ROUTES_MODULE[remote]);
  const module = loaded?.default ?? loaded;
  if (!isRemoteModule(module)) {
    throw new Error(`${REMOTE_ROUTES_MODULE[remote]} did not give a route list`);
  }
  return module;
}

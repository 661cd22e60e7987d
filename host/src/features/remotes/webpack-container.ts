/*
 * webpack's Module Federation as the shell uses it: its shared scope, and a remote's container
 * (what a remote's remoteEntry.js sets on `self`). The one file that touches webpack's federation
 * globals; jest, which has no webpack, replaces it. Why the site needs no federation runtime of
 * its own: docs/federation.md, "Sizes".
 */

/** One shared package in the scope: its versions, each with the build that provides it. */
export type ShareScope = Record<string, Record<string, { from?: string }>>;

/** A remote's container: `init` with the page's shared scope, then `get` an exposed module. */
interface Container {
  init(scope: ShareScope): unknown;
  get(exposed: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, ShareScope | undefined>;

const SCOPE = 'default';

/**
 * The page's shared scope, with the shell's own packages in it. webpack registers them on the
 * first call, synchronously (the promise only waits for remotes the shell would list in its
 * build, and it lists none), so the start script can read the scope before the bootstrap runs.
 */
export function sharedScope(): ShareScope {
  void __webpack_init_sharing__(SCOPE);
  return __webpack_share_scopes__[SCOPE] ?? {};
}

function isContainer(value: unknown): value is Container {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Container>).init === 'function' &&
    typeof (value as Partial<Container>).get === 'function'
  );
}

/** Runs a script once; a script that fails to load is taken out again, so a retry adds a new one. */
function runScript(address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = address;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${address} did not load`));
    };
    document.head.append(script);
  });
}

/** The started container per entry address; a failed start is forgotten, so Retry starts again. */
const containers = new Map<string, Promise<Container>>();

async function startContainer(entry: string, globalName: string): Promise<Container> {
  // A global left by an entry that ran before must not pass for this one's container.
  delete (globalThis as Record<string, unknown>)[globalName];
  await runScript(entry);
  const container: unknown = (globalThis as Record<string, unknown>)[globalName];
  if (!isContainer(container)) throw new Error(`${entry} did not set the container ${globalName}`);
  await __webpack_init_sharing__(SCOPE);
  await container.init(sharedScope());
  return container;
}

/**
 * Loads the module `exposed` ('./routes') of the remote whose entry, at `entry`, sets the
 * container `self[globalName]`. The entry runs once per address. `started` is called once the
 * container has started: from then on that release's code is in the page (webpack keeps its
 * chunks and shared copies until the page is loaded again), so the caller keeps to it.
 */
export async function loadExposedModule(
  entry: string,
  globalName: string,
  exposed: string,
  started: () => void = () => undefined,
): Promise<unknown> {
  let container = containers.get(entry);
  if (!container) {
    container = startContainer(entry, globalName);
    containers.set(entry, container);
    container.catch(() => containers.delete(entry));
  }
  const ready = await container;
  started();
  const factory = await ready.get(exposed);
  return factory();
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What the contract check read, by the manifest's absolute address. */
const checked = new Map<string, unknown>();

const absolute = (address: string) => new URL(address, globalThis.location.href).href;

/** Kept by the contract check once a remote's manifest fits (remote-contract.ts). */
export function keepCheckedManifest(address: string, manifest: unknown): void {
  checked.set(absolute(address), manifest);
}

/**
 * The federation runtime reads a remote's manifest again right after the shell's contract check
 * read it: a second round trip before the remote's first page (about 150 ms on slow 4G, see
 * docs/benchmarks.md). This runtime plugin answers the runtime's read with what the check
 * read; any other address goes to the network as before.
 */
export const reuseCheckedManifests: ModuleFederationRuntimePlugin = {
  name: 'reuse-checked-manifests',
  fetch(address) {
    const manifest = checked.get(absolute(address));
    if (manifest === undefined) return undefined;
    return Promise.resolve(
      new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
    );
  },
};

import { keepCheckedManifest, reuseCheckedManifests } from './checked-manifests';

const manifest = { id: 'member', name: 'member', shared: [], exposes: [] };
const readAgain = (address: string) => reuseCheckedManifests.fetch?.(address, {});

describe("the runtime's read of a manifest the contract check read", () => {
  it('goes to the network while the check has not read it', () => {
    expect(readAgain('/remotes/member/0.1.0-aaaa/mf-manifest.json')).toBeUndefined();
  });

  it('is answered with what the check read, at its relative or absolute address', async () => {
    keepCheckedManifest('/remotes/member/0.1.0-bbbb/mf-manifest.json', manifest);
    const absolute = new URL('/remotes/member/0.1.0-bbbb/mf-manifest.json', location.href).href;
    for (const address of ['/remotes/member/0.1.0-bbbb/mf-manifest.json', absolute]) {
      const answer = await readAgain(address);
      expect(answer).toBeInstanceOf(Response);
      expect(await (answer as Response).json()).toEqual(manifest);
    }
    // Another release of the same remote is another address: read from the network.
    expect(readAgain('/remotes/member/0.1.0-cccc/mf-manifest.json')).toBeUndefined();
  });
});

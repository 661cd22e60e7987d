import { fetchFirstRemoteAhead, REMOTE_MAP_URL, takeFetchedAhead } from './early-remote';

const MEMBER = '/remotes/member/0.1.0-aaaa/mf-manifest.json';
const ADMIN = '/remotes/admin/0.1.0-bbbb/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1234.js'] } } }],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const at = (address: string) => new URL(address, location.href).href;

let asked: string[];

beforeEach(() => {
  asked = [];
  localStorage.clear();
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const address = String(input);
    asked.push(new URL(address, location.href).pathname);
    if (address === REMOTE_MAP_URL) return Promise.resolve(json({ member: MEMBER, admin: ADMIN }));
    return Promise.resolve(json(manifest));
  });
});

afterEach(() => {
  // What a case fetched ahead and did not take is dropped, so the next case starts with nothing.
  for (const address of [REMOTE_MAP_URL, MEMBER, ADMIN]) void takeFetchedAhead(address);
  history.pushState({}, '', '/');
});

/** Lets the chain of answers (map, then manifest) settle. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the head start on the first remote', () => {
  it("asks for the member's manifest on a member page, and for none of its code", async () => {
    history.pushState({}, '', '/wallet/charge');
    fetchFirstRemoteAhead();
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, MEMBER]);
  });

  it("asks only for the back office's manifest under /admin, with an administrator's token", async () => {
    localStorage.setItem('admin_token', 'an-admin-token');
    history.pushState({}, '', '/admin/users');
    fetchFirstRemoteAhead();
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, ADMIN]);
  });

  it('asks for no manifest on the login pages, nor in the back office without a token', async () => {
    for (const page of ['/login', '/admin/login', '/admin/users']) {
      history.pushState({}, '', page);
      fetchFirstRemoteAhead();
    }
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, REMOTE_MAP_URL, REMOTE_MAP_URL]);
  });

  it('hands each answer out once, readable, at its relative or absolute address', async () => {
    fetchFirstRemoteAhead();
    await settle();
    const map = takeFetchedAhead(REMOTE_MAP_URL);
    expect(await (await map)?.json()).toEqual({ member: MEMBER, admin: ADMIN });
    expect(takeFetchedAhead(REMOTE_MAP_URL)).toBeNull();
    const read = takeFetchedAhead(at(MEMBER));
    expect(await (await read)?.json()).toEqual(manifest);
    expect(takeFetchedAhead(MEMBER)).toBeNull();
  });

  it('gives only the failed map to take when the map could not be read', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('down', { status: 503 })));
    fetchFirstRemoteAhead();
    await settle();
    expect((await takeFetchedAhead(REMOTE_MAP_URL))?.status).toBe(503);
    expect(takeFetchedAhead(MEMBER)).toBeNull();
  });
});

import { fetchFirstRemoteAhead, REMOTE_MAP_URL } from './early-remote';
import { takeFetchedAhead } from './fetched-ahead';
import { firstFilesOf, pageFilesOf } from './first-files';

// jest has no webpack: the shell's shared scope, as its build would register it.
jest.mock('./webpack-container', () => ({
  sharedScope: () => ({ react: { '19.3.1': { from: 'wallet_host' } } }),
}));

const MEMBER = '/remotes/member/0.1.0-aaaa/mf-manifest.json';
const ADMIN = '/remotes/admin/0.1.0-bbbb/mf-manifest.json';
/** A manifest the shell accepts: it needs nothing shared that the page lacks. */
const fitting = {
  name: 'member',
  shared: [],
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: { js: { sync: ['3278.1234.js'] }, css: { sync: ['3278.5678.css'], async: [] } },
    },
  ],
  pages: {
    'page-wallet-charge': {
      js: ['11.aa.js', 'page-wallet-charge.bb.js'],
      css: [],
      shared: ['react', 'zod'],
    },
  },
};
/** The member's charge page: its chunks, and the remote's own zod, which the shell does not share. */
const withZod = {
  ...fitting,
  shared: [
    {
      name: 'zod',
      version: '4.6.7',
      requiredVersion: '^4.6.7',
      singleton: true,
      assets: { js: { sync: ['22.cc.js'], async: [] }, css: { sync: [] } },
    },
  ],
};
const signIn = () => {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) + 3600));
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const at = (address: string) => new URL(address, location.href).href;

let asked: string[];
let manifest: unknown;

beforeEach(() => {
  asked = [];
  manifest = fitting;
  localStorage.clear();
  document.head.innerHTML = '';
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

/** Lets the chain of answers (map, then manifest, then the preloads) settle. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => new URL(link.href).pathname,
  );
/** What each preload is fetched as (a script, or a stylesheet its page waits for). */
const preloadedAs = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (link) => link.as,
  );

describe('the head start on the first remote', () => {
  it("asks for the member's manifest on a member page, and preloads its entry and routes", async () => {
    history.pushState({}, '', '/wallet/charge');
    fetchFirstRemoteAhead();
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, MEMBER]);
    expect(preloaded()).toEqual([
      '/remotes/member/0.1.0-aaaa/remoteEntry.js',
      '/remotes/member/0.1.0-aaaa/3278.1234.js',
      '/remotes/member/0.1.0-aaaa/3278.5678.css',
    ]);
    // The routes' stylesheet too: the first page is shown only once its styles are in.
    expect(preloadedAs()).toEqual(['script', 'script', 'style']);
  });

  it.each([
    ['is not a manifest', { ...fitting, shared: undefined }],
    [
      'needs another React',
      {
        ...fitting,
        shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true }],
      },
    ],
  ])('preloads none of the code of a remote the shell would refuse: it %s', async (_, refused) => {
    manifest = refused;
    fetchFirstRemoteAhead();
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, MEMBER]);
    expect(preloaded()).toEqual([]);
  });

  it("asks only for the back office's manifest under /admin, with an administrator's token", async () => {
    localStorage.setItem('admin_token', 'an-admin-token');
    history.pushState({}, '', '/admin/users');
    fetchFirstRemoteAhead();
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, ADMIN]);
    expect(preloaded()[0]).toBe('/remotes/admin/0.1.0-bbbb/remoteEntry.js');
  });

  it('asks for no manifest on the login pages, nor in the back office without a token', async () => {
    for (const page of ['/login', '/admin/login', '/admin/users']) {
      history.pushState({}, '', page);
      fetchFirstRemoteAhead();
    }
    await settle();
    expect(asked).toEqual([REMOTE_MAP_URL, REMOTE_MAP_URL, REMOTE_MAP_URL]);
    expect(preloaded()).toEqual([]);
  });

  it('hands each answer out once, readable, at its relative or absolute address', async () => {
    fetchFirstRemoteAhead();
    await settle();
    const map = takeFetchedAhead(REMOTE_MAP_URL);
    expect(await (await map)?.json()).toEqual({ member: MEMBER, admin: ADMIN });
    expect(takeFetchedAhead(REMOTE_MAP_URL)).toBeNull();
    const read = takeFetchedAhead(at(MEMBER));
    expect(await (await read)?.json()).toEqual(fitting);
    expect(takeFetchedAhead(MEMBER)).toBeNull();
  });

  it('gives only the failed map to take when the map could not be read', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('down', { status: 503 })));
    fetchFirstRemoteAhead();
    await settle();
    expect((await takeFetchedAhead(REMOTE_MAP_URL))?.status).toBe(503);
    expect(takeFetchedAhead(MEMBER)).toBeNull();
    expect(preloaded()).toEqual([]);
  });
});

describe("the page's own files", () => {
  it('are fetched ahead for a signed-in member, with the shared copies the shell lacks', async () => {
    manifest = withZod;
    signIn();
    history.pushState({}, '', '/wallet/charge');
    fetchFirstRemoteAhead();
    await settle();
    expect(preloaded()).toEqual([
      '/remotes/member/0.1.0-aaaa/remoteEntry.js',
      '/remotes/member/0.1.0-aaaa/3278.1234.js',
      '/remotes/member/0.1.0-aaaa/3278.5678.css',
      '/remotes/member/0.1.0-aaaa/11.aa.js',
      '/remotes/member/0.1.0-aaaa/page-wallet-charge.bb.js',
      // React comes from the shell (its shared scope has it); zod only the remote brings.
      '/remotes/member/0.1.0-aaaa/22.cc.js',
    ]);
  });

  it('are not fetched for a member whose session has run out: the login comes instead', async () => {
    manifest = withZod;
    signIn();
    localStorage.setItem('expiry', String(Math.floor(Date.now() / 1000) - 60));
    history.pushState({}, '', '/wallet/charge');
    fetchFirstRemoteAhead();
    await settle();
    expect(preloaded()).toHaveLength(3);
  });

  it('are not fetched for a visitor, whom a member page sends to the login', async () => {
    manifest = withZod;
    history.pushState({}, '', '/wallet/charge');
    fetchFirstRemoteAhead();
    await settle();
    expect(preloaded()).toHaveLength(3);
  });

  it('are none for a page the manifest does not name, or a manifest without pages', () => {
    const none = new Set<string>();
    expect(pageFilesOf(MEMBER, withZod, '/messages/12', none)).toEqual([]);
    expect(pageFilesOf(MEMBER, { ...withZod, pages: undefined }, '/wallet/charge', none)).toEqual(
      [],
    );
    expect(pageFilesOf(MEMBER, withZod, '/wallet/charge/', new Set(['react', 'zod']))).toEqual([
      at('/remotes/member/0.1.0-aaaa/11.aa.js'),
      at('/remotes/member/0.1.0-aaaa/page-wallet-charge.bb.js'),
    ]);
  });
});

describe("a manifest's first files", () => {
  it('are its entry and exposed chunks with their stylesheets, beside the manifest', () => {
    expect(firstFilesOf(MEMBER, fitting)).toEqual([
      at('/remotes/member/0.1.0-aaaa/remoteEntry.js'),
      at('/remotes/member/0.1.0-aaaa/3278.1234.js'),
      at('/remotes/member/0.1.0-aaaa/3278.5678.css'),
    ]);
  });

  it('are none for a manifest of another shape or another public path', () => {
    expect(firstFilesOf(MEMBER, null)).toEqual([]);
    expect(firstFilesOf(MEMBER, { metaData: {} })).toEqual([]);
    const elsewhere = { ...fitting, metaData: { ...fitting.metaData, publicPath: '/cdn/' } };
    expect(firstFilesOf(MEMBER, elsewhere)).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig } from '../src/config';

import { createTestApp, type TestApp } from './support/test-app';

// A climb out of a folder, as hostile input (written so: it is no link of this repository).
const UP = '..' + '/';

describe('serving the built web apps', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('host/index.html', '<!doctype html><title>wallet</title>');
  write('host/main.3f2a1b.js', 'console.log("host")');
  // Pages drawn by the build for some views (shared/src/domain/first-paint.ts).
  write('host/first-paint/en/index.html', '<title>drawn: visitor home</title>');
  write('host/first-paint/en-member/index.html', '<title>drawn: member home</title>');
  write(
    'host/first-paint/ko-member/wallet/charge/index.html',
    '<link rel=stylesheet href=/remotes/member/1.0.0-r1/9.css><title>drawn: 충전</title>',
  );
  write('host/secret.txt', 'not a page');
  // Two releases of the member remote side by side, as two builds leave them.
  const entry = `var member = "${'remote '.repeat(300)}";`;
  write('member/1.0.0-r1/remoteEntry.js', entry);
  fs.writeFileSync(
    path.join(root, 'member/1.0.0-r1/remoteEntry.js.br'),
    zlib.brotliCompressSync(entry),
  );
  write('member/1.0.0-r1/mf-manifest.json', '{}');
  write('member/1.0.0-r1/412.9c1d.js', 'var chunk;');
  write('member/1.0.0-r2/mf-manifest.json', '{"release":2}');
  write('member/1.0.0-r2/remoteEntry.js', 'var member2;');
  write('member/latest.json', '{"release":"1.0.0-r2"}');
  write('member/.building-123/remoteEntry.js', 'var unfinished;');
  write('admin/2.0.0-a1/remoteEntry.js', 'var admin;');
  write('admin/2.0.0-a1/mf-manifest.json', '{}');
  write('admin/latest.json', '{"release":"2.0.0-a1"}');
  const mapFile = path.join(root, 'mf-remotes.json');
  const publish = (map: Record<string, string>) => fs.writeFileSync(mapFile, JSON.stringify(map));
  const big = `var text = "${'wallet '.repeat(400)}";`;
  write('host/big.77aa.js', big);
  fs.writeFileSync(path.join(root, 'host/big.77aa.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(root, 'host/big.77aa.js.gz'), zlib.gzipSync(big));

  let t: TestApp;
  let newest: TestApp;
  beforeAll(async () => {
    const web = {
      hostRoot: path.join(root, 'host'),
      remoteRoots: { member: path.join(root, 'member'), admin: path.join(root, 'admin') },
      remoteOrigins: ['https://cdn.example'],
    };
    t = await createTestApp({ web: { ...web, remoteMapFile: mapFile } });
    newest = await createTestApp({ web: { ...web, remoteMapFile: null } });
  });
  afterAll(async () => {
    await t.close();
    await newest.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the remote map from its file at every request, never cached', async () => {
    const r1 = {
      member: '/remotes/member/1.0.0-r1/mf-manifest.json',
      admin: 'https://cdn.example/admin/2.0.0-a1/mf-manifest.json',
    };
    publish(r1);
    const first = await get('/mf-remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual(r1);

    // Publishing is an edit of the file; rolling back, another. No restart in between.
    const r2 = { ...r1, member: '/remotes/member/1.0.0-r2/mf-manifest.json' };
    publish(r2);
    expect((await get('/mf-remotes.json')).json()).toEqual(r2);
    publish(r1);
    expect((await get('/mf-remotes.json')).json()).toEqual(r1);
  });

  it('says so, uncached, when the remote map file is missing or names no remote', async () => {
    publish({ member: '/remotes/member/1.0.0-r1/mf-manifest.json' });
    const partial = await get('/mf-remotes.json');
    expect(partial.statusCode).toBe(503);
    expect(partial.headers['cache-control']).toBe('no-store');
    expect(partial.json()).toMatchObject({ error: 'service_unavailable' });
    fs.rmSync(mapFile);
    expect((await get('/mf-remotes.json')).statusCode).toBe(503);
  });

  it('refuses a map naming a bare remoteEntry.js: the shell could not check that remote', async () => {
    publish({
      member: '/remotes/member/1.0.0-r1/remoteEntry.js',
      admin: '/remotes/admin/2.0.0-a1/mf-manifest.json',
    });
    const answer = await get('/mf-remotes.json');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json<{ message: string }>().message).toContain(
      "the remote map's member entry must be the address of its release's mf-manifest.json",
    );
  });

  it('without a map file, names the newest release of each remote', async () => {
    const answer = await newest.app.inject({ method: 'GET', url: '/mf-remotes.json' });
    expect(answer.json()).toEqual({
      member: '/remotes/member/1.0.0-r2/mf-manifest.json',
      admin: '/remotes/admin/2.0.0-a1/mf-manifest.json',
    });
  });

  it('serves every release, old and new, but no bookkeeping file and no build under way', async () => {
    expect((await get('/remotes/member/1.0.0-r1/412.9c1d.js')).body).toBe('var chunk;');
    expect((await get('/remotes/member/1.0.0-r2/mf-manifest.json')).json()).toEqual({
      release: 2,
    });
    expect((await get('/remotes/admin/2.0.0-a1/remoteEntry.js')).body).toBe('var admin;');
    for (const url of [
      '/remotes/member/latest.json',
      '/remotes/member/.building-123/remoteEntry.js',
      '/remotes/member/remoteEntry.js',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('sends the precompressed copy a client accepts, and the plain file to others', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/big.77aa.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/big.77aa.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/big.77aa.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('never lets a browser keep a compressed remote entry: it names the release', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/remotes/member/1.0.0-r1/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves the host at / and the remotes under /remotes/, caching only hashed files', async () => {
    publish({
      member: '/remotes/member/1.0.0-r1/mf-manifest.json',
      admin: '/remotes/admin/2.0.0-a1/mf-manifest.json',
    });
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>drawn: visitor home</title>');
    expect(index.headers['cache-control']).toBe('no-cache');

    const hashed = await get('/main.3f2a1b.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of [
      '/remotes/member/1.0.0-r1/remoteEntry.js',
      '/remotes/member/1.0.0-r1/mf-manifest.json',
      '/remotes/admin/2.0.0-a1/remoteEntry.js',
    ]) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode, cache: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
    const chunk = await get('/remotes/member/1.0.0-r1/412.9c1d.js');
    expect(chunk.body).toBe('var chunk;');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a page address with the host's index.html (the SPA routes it)", async () => {
    for (const url of [
      '/wallet/charge',
      '/admin/login',
      '/support/notice/12',
      '/reset-password?token=abc',
    ]) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends a page drawn for the browser's view when the build drew one, else index.html", async () => {
    const page = (url: string, view?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: view ? { cookie: `a=1; wallet_view=${view}` } : {},
      });
    const title = async (url: string, view?: string) =>
      /<title>(.*)<\/title>/.exec((await page(url, view)).body)?.[1];

    publish({
      member: '/remotes/member/1.0.0-r1/mf-manifest.json',
      admin: '/remotes/admin/2.0.0-a1/mf-manifest.json',
    });
    expect(await title('/')).toBe('drawn: visitor home');
    expect(await title('/', 'en')).toBe('drawn: visitor home');
    expect(await title('/', 'en-member')).toBe('drawn: member home');
    expect(await title('/wallet/charge', 'ko-member')).toBe('drawn: 충전');
    expect(await title('/wallet/charge?amount=5', 'ko-member')).toBe('drawn: 충전');
    // A drawing of a remote release the map no longer publishes would show that release: not sent.
    publish({
      member: '/remotes/member/1.0.0-r2/mf-manifest.json',
      admin: '/remotes/admin/2.0.0-a1/mf-manifest.json',
    });
    expect(await title('/wallet/charge', 'ko-member')).toBe('wallet');
    expect(await title('/', 'en-member')).toBe('drawn: member home');
    // A view or a page the build did not draw: the plain shell.
    expect(await title('/', 'ja-member')).toBe('wallet');
    expect(await title('/wallet/charge', 'en-member')).toBe('wallet');
    expect(await title('/wallet/charge')).toBe('wallet');
    // A cookie naming no view counts as none; an address is never a way out of the drawings.
    expect(await title('/', `${UP}${UP}secret.txt`)).toBe('drawn: visitor home');
    expect(await title(`/wallet/${UP}${UP}secret`)).toBe('wallet');

    const drawn = await page('/', 'en-member');
    expect(drawn.headers['cache-control']).toBe('no-cache');
    expect(drawn.headers['content-type']).toMatch(/text\/html/);
    // A cache in front keeps one answer per view, never hands one view's page to another.
    expect(drawn.headers.vary).toMatch(/cookie/i);
    expect((await page('/login')).headers.vary).toMatch(/cookie/i);
  });

  it('keeps 404 for missing files, unknown /api paths and other methods', async () => {
    expect((await get('/missing.4b5c.js')).statusCode).toBe(404);
    expect((await get('/remotes/member/1.0.0-r1/nothing')).statusCode).toBe(404);
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
    const post = await t.app.inject({ method: 'POST', url: '/wallet/charge' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('not_found');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('serving a published web root (WEB_ROOT), laid out as nginx serves it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-webroot-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const map = {
    member: '/remotes/member/1.0.0-r1/mf-manifest.json',
    admin: '/remotes/admin/1.0.0-a1/mf-manifest.json',
  };
  write('index.html', '<!doctype html><title>published</title>');
  write('remotes/member/1.0.0-r1/mf-manifest.json', '{"shared":[]}');
  write('remotes/member/1.0.0-r1/remoteEntry.js', 'var member;');
  write('remotes/admin/1.0.0-a1/mf-manifest.json', '{"shared":[]}');
  write('mf-remotes.json', JSON.stringify(map));

  let t: TestApp;
  beforeAll(async () => {
    const { web } = loadConfig({ WEB_ROOT: root }, { repoRoot: '/no-checkout' });
    if (!web) throw new Error('WEB_ROOT gave no web settings');
    t = await createTestApp({ web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the shell, each release and the map from the one folder', async () => {
    expect((await get('/wallet/charge')).body).toContain('<title>published</title>');
    expect((await get('/remotes/member/1.0.0-r1/remoteEntry.js')).body).toBe('var member;');
    const answer = await get('/mf-remotes.json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual(map);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './support/test-app';

describe('serving the built web apps', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('host/index.html', '<!doctype html><title>wallet</title>');
  write('host/main.3f2a1b.js', 'console.log("host")');
  const entry = `var member = "${'remote '.repeat(300)}";`;
  write('member/remoteEntry.js', entry);
  fs.writeFileSync(path.join(root, 'member/remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  write('member/mf-manifest.json', '{}');
  write('member/412.9c1d.js', 'var chunk;');
  write('admin/remoteEntry.js', 'var admin;');
  const big = `var text = "${'wallet '.repeat(400)}";`;
  write('host/big.77aa.js', big);
  fs.writeFileSync(path.join(root, 'host/big.77aa.js.br'), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(root, 'host/big.77aa.js.gz'), zlib.gzipSync(big));

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      web: {
        hostRoot: path.join(root, 'host'),
        memberRoot: path.join(root, 'member'),
        adminRoot: path.join(root, 'admin'),
        remotes: {
          member: '/remotes/member/remoteEntry.js',
          admin: 'https://cdn.example/admin/remoteEntry.js',
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the run-time remote map without caching', async () => {
    const answer = await get('/mf-remotes.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({
      member: '/remotes/member/remoteEntry.js',
      admin: 'https://cdn.example/admin/remoteEntry.js',
    });
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
      url: '/remotes/member/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves the host at / and the remotes under /remotes/, caching only hashed files', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>wallet</title>');
    expect(index.headers['cache-control']).toBe('no-cache');

    const hashed = await get('/main.3f2a1b.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of [
      '/remotes/member/remoteEntry.js',
      '/remotes/member/mf-manifest.json',
      '/remotes/admin/remoteEntry.js',
    ]) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode, cache: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
    }
    const chunk = await get('/remotes/member/412.9c1d.js');
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

  it('keeps 404 for missing files, unknown /api paths and other methods', async () => {
    expect((await get('/missing.4b5c.js')).statusCode).toBe(404);
    expect((await get('/remotes/member/nothing')).statusCode).toBe(404);
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
    const post = await t.app.inject({ method: 'POST', url: '/wallet/charge' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('not_found');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { startNginx, type RunningNginx } from './support/nginx';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * The shipped nginx site (deploy/nginx/) in front of a real API process: every file it serves
 * carries the API's own security headers, caching follows what may change, and its access log
 * never holds a reset link's token.
 */
describe('the production nginx site', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-nginx-'));
  // nginx's workers run as an unprivileged user when the test runs as root: they must read it.
  fs.chmodSync(root, 0o755);
  const site = path.join(root, 'site');
  const files: Record<string, string> = {
    'host/index.html': '<!doctype html><title>wallet</title>',
    'host/main.0123abcd9876.js': 'console.log("host")',
    'remote-member/remoteEntry.js': 'console.log("entry")',
    'remote-member/mf-manifest.json': '{}',
    'remote-member/412.abcdef012345.js': 'console.log("chunk")',
    'remote-admin/remoteEntry.js': 'console.log("admin")',
    'mf-remotes.json': '{"member":"/remotes/member/remoteEntry.js"}',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    fs.writeFileSync(path.join(site, name), text);
  }

  let t: TestApp;
  let nginx: RunningNginx;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('the API is not listening');
    nginx = await startNginx({ siteRoot: site, apiPorts: [address.port], workDir: root });
  });
  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['the shell, for any app path', '/wallet/charge', 'no-cache'],
    ['the shell itself', '/index.html', 'no-cache'],
    ['a hashed host file', '/main.0123abcd9876.js', 'public, max-age=31536000, immutable'],
    ['a remote entry', '/remotes/member/remoteEntry.js', 'no-cache'],
    ['a remote manifest', '/remotes/member/mf-manifest.json', 'no-cache'],
    [
      'a hashed remote chunk',
      '/remotes/member/412.abcdef012345.js',
      'public, max-age=31536000, immutable',
    ],
    ['the remote map', '/mf-remotes.json', 'no-cache'],
    ['an API answer', '/api/exchange-rate', 'no-store'],
  ])('%s (%s) has the security headers and Cache-Control %s', async (_, url, cache) => {
    const answer = await fetch(`${nginx.url}${url}`);
    expect(answer.status).toBe(200);
    expect({
      csp: answer.headers.get('content-security-policy'),
      nosniff: answer.headers.get('x-content-type-options'),
      referrer: answer.headers.get('referrer-policy'),
      opener: answer.headers.get('cross-origin-opener-policy'),
      hsts: answer.headers.get('strict-transport-security'),
      cache: answer.headers.get('cache-control'),
    }).toEqual({
      // One policy: the API's text, which nginx must repeat word for word.
      csp: contentSecurityPolicy(null),
      nosniff: 'nosniff',
      referrer: 'no-referrer',
      opener: 'same-origin',
      hsts: null, // plain HTTP here; HSTS only over TLS
      cache,
    });
  });

  it('logs a mailed reset link by its path, never its token', async () => {
    const token = 'rStOkEn0123456789abcdefSecret';
    const answer = await fetch(`${nginx.url}/reset-password?token=${token}&lang=ko`);
    expect(answer.status).toBe(200);
    // A code in a query (refused: the call takes none) is not logged either.
    await fetch(`${nginx.url}/api/users/check-username?username=loggednginx&code=864209`);
    const log = fs.readFileSync(nginx.accessLog, 'utf8');
    expect(log).toContain('"GET /reset-password HTTP/1.1" 200');
    expect(log).toContain('"GET /api/users/check-username HTTP/1.1" 422');
    expect(log).not.toContain(token);
    expect(log).not.toContain('864209');
    expect(log).not.toContain('token=');
  });
});

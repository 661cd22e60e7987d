import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * The headers of every answer (docs/security.md): a CSP that runs only the site's own scripts,
 * nosniff, no Referer, HSTS over TLS, and no caching of API answers.
 */
describe('security headers', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-headers-'));
  for (const dir of ['host', 'member', 'admin']) fs.mkdirSync(path.join(root, dir));
  fs.writeFileSync(path.join(root, 'host/index.html'), '<!doctype html><title>wallet</title>');
  fs.writeFileSync(path.join(root, 'host/main.3f2a1b.js'), 'console.log(1)');

  let t: TestApp;
  let memberToken: string;
  beforeAll(async () => {
    t = await createTestApp({
      web: {
        hostRoot: path.join(root, 'host'),
        remoteRoots: { member: path.join(root, 'member'), admin: path.join(root, 'admin') },
        remoteMapFile: null,
        remoteOrigins: ['https://cdn.example'],
      },
      config: { trustProxy: '127.0.0.1' },
    });
    memberToken = await t.login(await t.createMember({ balanceMinor: 12_345n }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The directives of a CSP, by name. */
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );

  it.each([
    ['the page', '/wallet/charge'],
    ['a script', '/main.3f2a1b.js'],
    ['an API answer', '/api/exchange-rate'],
    ['an API refusal', '/api/users/info'],
    ['a missing API path', '/api/nothing-here'],
  ])('%s carries the CSP, nosniff and no Referer', async (_what, url) => {
    const answer = await t.app.inject({ url });
    const csp = directives(String(answer.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    // Styles only from the builds' files: no <style> element or style attribute takes effect.
    expect(csp['style-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never lets an API answer with personal or money data be cached', async () => {
    const info = await t.app.inject({ url: '/api/users/info', headers: bearer(memberToken) });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    const history = await t.app.inject({
      url: '/api/wallet/history',
      headers: bearer(memberToken),
    });
    expect(history.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/users/info' });
    expect(refused.headers['cache-control']).toBe('no-store');
    // Hashed files keep their long cache.
    const script = await t.app.inject({ url: '/main.3f2a1b.js' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks for HTTPS only when the request came over TLS', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Only the trusted proxy may say so.
    const claimed = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '192.0.2.9',
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

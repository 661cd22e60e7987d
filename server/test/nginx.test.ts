import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { allViews, viewName } from '@wallet/shared/domain';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { freePort, startNginx, type RunningNginx } from './support/nginx';
import { createTestApp, type TestApp } from './support/test-app';

// A climb out of a folder, as hostile input (written so: it is no link of this repository).
const UP = '..' + '/';

jest.setTimeout(60_000);

/** The headers every answer must carry, nginx's own and the API's, as one object to compare. */
function securityHeadersOf(answer: Response) {
  return {
    csp: answer.headers.get('content-security-policy'),
    nosniff: answer.headers.get('x-content-type-options'),
    referrer: answer.headers.get('referrer-policy'),
    opener: answer.headers.get('cross-origin-opener-policy'),
    hsts: answer.headers.get('strict-transport-security'),
    cache: answer.headers.get('cache-control'),
  };
}

/** What `securityHeadersOf` must find over plain HTTP, with this Cache-Control. */
function expectedSecurityHeaders(cache: string) {
  return {
    // One policy: the API's text, which nginx must repeat word for word.
    csp: contentSecurityPolicy(null),
    nosniff: 'nosniff',
    referrer: 'no-referrer',
    opener: 'same-origin',
    hsts: null, // plain HTTP here; HSTS only over TLS
    cache,
  };
}

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
  // The web root as an operator publishes it: the shell at the top, each remote's releases side
  // by side, and the map naming the live one.
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>wallet</title>',
    'main.0123abcd9876.js': 'console.log("host")',
    'remotes/member/r1/remoteEntry.js': 'console.log("entry")',
    'remotes/member/r1/mf-manifest.json': '{}',
    'remotes/member/r1/412.abcdef012345.js': 'console.log("chunk")',
    'remotes/member/r2/mf-manifest.json': '{}',
    'remotes/admin/r1/remoteEntry.js': 'console.log("admin")',
    'mf-remotes.json': '{"member":"/remotes/member/r2/mf-manifest.json"}',
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
    ['a remote entry', '/remotes/member/r1/remoteEntry.js', 'no-cache'],
    ['a remote manifest', '/remotes/member/r2/mf-manifest.json', 'no-cache'],
    [
      "an older release's hashed chunk",
      '/remotes/member/r1/412.abcdef012345.js',
      'public, max-age=31536000, immutable',
    ],
    ['another remote', '/remotes/admin/r1/remoteEntry.js', 'no-cache'],
    ['the remote map', '/mf-remotes.json', 'no-cache'],
    ['an API answer', '/api/exchange-rate', 'no-store'],
  ])('%s (%s) has the security headers and Cache-Control %s', async (_, url, cache) => {
    const answer = await fetch(`${nginx.url}${url}`);
    expect(answer.status).toBe(200);
    expect(securityHeadersOf(answer)).toEqual(expectedSecurityHeaders(cache));
  });

  it('says that a file differs by Accept-Encoding, so a cache in front never hands gzip to a client that did not ask', async () => {
    // A hashed chunk with the .gz the build writes beside it: immutable and public, so a CDN
    // keeps it for a year, once per encoding only when told.
    const chunk = path.join(site, 'remotes/member/r1/515.fedcba987654.js');
    const text = `console.log(${JSON.stringify('chunk '.repeat(200))});`;
    fs.writeFileSync(chunk, text);
    fs.writeFileSync(`${chunk}.gz`, gzipSync(text));
    const get = (encoding: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(`${nginx.url}/remotes/member/r1/515.fedcba987654.js`, {
            headers: { 'accept-encoding': encoding },
          })
          .on('response', (response) => {
            response.resume();
            resolve(response);
          })
          .on('error', reject);
      });
    const [gzip, plain] = [await get('gzip'), await get('identity')];
    expect({
      gzip: [gzip.headers['content-encoding'], gzip.headers.vary],
      plain: [plain.headers['content-encoding'], plain.headers.vary],
    }).toEqual({
      gzip: ['gzip', 'Accept-Encoding'],
      plain: [undefined, 'Accept-Encoding'],
    });
  });

  it('answers a missing remote file with 404, never with the shell', async () => {
    const missing = await fetch(`${nginx.url}/remotes/member/r3/remoteEntry.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>wallet</title>');
    // A page address still gets the shell.
    expect(await (await fetch(`${nginx.url}/admin/users/7`)).text()).toContain(
      '<title>wallet</title>',
    );
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
    // Which API process answered, for an operator following a request.
    expect(log).toMatch(
      /"GET \/api\/users\/check-username HTTP\/1\.1" 422 .* upstream=127\.0\.0\.1:\d+\n/,
    );
    expect(log).not.toContain(token);
    expect(log).not.toContain('864209');
    expect(log).not.toContain('token=');
  });
});

/*
 * The page drawn for the browser's view (docs/architecture.md "First paint from the served page"),
 * as the API process sends it (server/test/web.test.ts): the drawing the build wrote under
 * first-paint/<view><path>/ for the view the wallet_view cookie names, else the shell. Neither the
 * cookie nor the address is ever a way out of the drawings.
 */
describe('the production nginx site sending the first paint', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-nginx-paint-'));
  fs.chmodSync(root, 0o755);
  const site = path.join(root, 'site');
  const write = (file: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const page = (title: string) => `<!doctype html><title>${title}</title>`;
  write(path.join(site, 'index.html'), page('wallet'));
  // /login drawn for every view, / for two, the charge page for one (with its .gz, as built).
  for (const view of allViews().map(viewName)) {
    write(path.join(site, `first-paint/${view}/login/index.html`), page(`drawn: ${view} login`));
  }
  write(path.join(site, 'first-paint/en/index.html'), page('drawn: visitor home'));
  write(path.join(site, 'first-paint/en-member/index.html'), page('drawn: member home'));
  const charge = path.join(site, 'first-paint/ko-member/wallet/charge/index.html');
  write(charge, page('drawn: 충전'));
  write(`${charge}.gz`, gzipSync(page('drawn: 충전')));
  // A folder whose name has a dot: no address reaches it as a drawing.
  write(path.join(site, 'first-paint/en/v1.2/index.html'), page('drawn: dotted'));
  write(path.join(site, 'main.0123abcd9876.js'), 'console.log("host")');
  write(path.join(site, 'remotes/member/r1/remoteEntry.js'), 'console.log("entry")');
  write(path.join(site, 'mf-remotes.json'), '{}');
  // Beside the web root, where `/first-paint/${UP}${UP}secret/index.html` would lead.
  write(path.join(root, 'secret/index.html'), page('outside'));

  let nginx: RunningNginx;
  beforeAll(async () => {
    const workDir = path.join(root, 'nginx');
    fs.mkdirSync(workDir);
    fs.chmodSync(workDir, 0o755);
    // No API process: these requests never reach one.
    nginx = await startNginx({ siteRoot: site, apiPorts: [await freePort()], workDir });
  });
  afterAll(async () => {
    await nginx?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, view?: string) =>
    fetch(`${nginx.url}${url}`, { headers: view ? { cookie: `a=1; wallet_view=${view}` } : {} });
  const title = async (url: string, view?: string) =>
    /<title>(.*)<\/title>/.exec(await (await get(url, view)).text())?.[1];
  /** The address exactly as written: fetch would resolve its dot segments itself. */
  const raw = (url: string, view: string) =>
    new Promise<{ status?: number; title?: string }>((resolve, reject) => {
      const { hostname, port } = new URL(nginx.url);
      http
        .get({ hostname, port, path: url, headers: { cookie: `wallet_view=${view}` } })
        .on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, title: /<title>(.*)<\/title>/.exec(body)?.[1] }),
          );
        })
        .on('error', reject);
    });

  it("sends a page drawn for the browser's view when the build drew one, else the shell", async () => {
    expect(await title('/')).toBe('drawn: visitor home');
    expect(await title('/', 'en')).toBe('drawn: visitor home');
    expect(await title('/', 'en-member')).toBe('drawn: member home');
    expect(await title('/wallet/charge', 'ko-member')).toBe('drawn: 충전');
    expect(await title('/wallet/charge?amount=5', 'ko-member')).toBe('drawn: 충전');
    expect(await title('/wallet/charge/', 'ko-member')).toBe('drawn: 충전');
    // Every view the shell writes names its own drawing.
    for (const view of allViews().map(viewName)) {
      expect({ view, title: await title('/login', view) }).toEqual({
        view,
        title: `drawn: ${view} login`,
      });
    }
    // A view or a page the build did not draw: the plain shell.
    expect(await title('/', 'ja-member')).toBe('wallet');
    expect(await title('/wallet/charge', 'en-member')).toBe('wallet');
    expect(await title('/wallet/charge')).toBe('wallet');
    expect(await title('/admin/users/7', 'en-admin')).toBe('wallet');
  });

  it('sends the drawing as the build compressed it', async () => {
    const answer = await get('/wallet/charge', 'ko-member');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toBe(page('drawn: 충전'));
  });

  it('counts a cookie naming no view as none, and never leaves the drawings by the address', async () => {
    // Taken as a folder, this cookie would lead from first-paint/ to secret/ beside the web root.
    expect(await title('/', `${UP}${UP}secret`)).toBe('drawn: visitor home');
    expect(await title('/', 'fr-member')).toBe('drawn: visitor home');
    expect({
      up: await raw(`/wallet/${UP}secret`, 'en'),
      outOfRoot: await raw(`/wallet/${UP}${UP}secret`, 'en'),
      encoded: await raw('/%2e%2e/secret', 'en'),
      fromDrawings: await raw(`/first-paint/${UP}${UP}secret/index.html`, 'en'),
      dotted: await raw('/v1.2', 'en'),
    }).toEqual({
      up: { status: 200, title: 'wallet' },
      // nginx refuses an address above its root before any file is looked for.
      outOfRoot: { status: 400, title: '400 Bad Request' },
      encoded: { status: 400, title: '400 Bad Request' },
      fromDrawings: { status: 400, title: '400 Bad Request' },
      dotted: { status: 200, title: 'wallet' },
    });
  });

  it('says a page differs by Cookie, has no-cache and the security headers; files are as before', async () => {
    for (const [url, view] of [
      ['/', 'en-member'],
      ['/wallet/charge', 'ko-member'],
      ['/wallet/charge', undefined],
    ] as const) {
      const answer = await get(url, view);
      expect({ url, view, vary: answer.headers.get('vary') }).toEqual({
        url,
        view,
        vary: expect.stringMatching(/\bCookie\b/),
      });
      expect(securityHeadersOf(answer)).toEqual(expectedSecurityHeaders('no-cache'));
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    }

    const files = {
      shell: await get('/index.html', 'en-member'),
      hashed: await get('/main.0123abcd9876.js', 'en-member'),
      remote: await get('/remotes/member/r1/remoteEntry.js', 'en-member'),
      missingRemote: await get('/remotes/member/r3/remoteEntry.js', 'en-member'),
    };
    const seen = Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([name, answer]) => [
          name,
          {
            status: answer.status,
            cache: answer.headers.get('cache-control'),
            varyCookie: /\bCookie\b/.test(answer.headers.get('vary') ?? ''),
            title: /<title>(.*)<\/title>/.exec(await answer.text())?.[1],
          },
        ]),
      ),
    );
    expect(seen).toEqual({
      // Asked for by name, the shell is the shell, whatever the view.
      shell: { status: 200, cache: 'no-cache', varyCookie: false, title: 'wallet' },
      hashed: {
        status: 200,
        cache: 'public, max-age=31536000, immutable',
        varyCookie: false,
        title: undefined,
      },
      remote: { status: 200, cache: 'no-cache', varyCookie: false, title: undefined },
      missingRemote: { status: 404, cache: null, varyCookie: false, title: '404 Not Found' },
    });
  });
});

/*
 * The site's retry rules in front of several API processes: a request nginx could not hand to a
 * process goes to the next one, whatever its method; a request a process received and then died
 * on goes on only when it is idempotent, so a POST (a charge, an approval) is never made twice.
 */
describe('the production nginx site with a process that fails', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-nginx-retry-'));
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(root, 'mf-remotes.json'), '{}');

  /** A stand-in API process that answers, or that dies on every request it receives. */
  async function fakeProcess(behaviour: 'answers' | 'dies' | 'unavailable') {
    const received: string[] = [];
    const server = http.createServer((request, response) => {
      received.push(request.method ?? '?');
      request.resume();
      request.on('end', () => {
        if (behaviour === 'dies') request.socket.destroy();
        else if (behaviour === 'unavailable') {
          response
            .writeHead(503, { 'content-type': 'application/json' })
            .end('{"error":"service_unavailable","message":"from the process"}');
        } else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      port,
      received,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  /** nginx over these processes, fresh: its first request goes to the first of them. */
  async function site(name: string, ports: number[]): Promise<RunningNginx> {
    const workDir = path.join(root, name);
    fs.mkdirSync(workDir);
    fs.chmodSync(workDir, 0o755);
    return startNginx({ siteRoot: root, apiPorts: ports, workDir });
  }

  const closing: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('passes any request on when a process refuses the connection', async () => {
    const alive = await fakeProcess('answers');
    const dead = await freePort(); // nothing listens there
    const nginx = await site('refused', [dead, alive.port]);
    closing.push(alive.close, nginx.stop);

    const post = await fetch(`${nginx.url}/api/wallet/charges`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(200);
    expect(alive.received).toEqual(['POST']);
  });

  it("answers for a stopped process itself, with the API's headers, no-store and error shape", async () => {
    const process1 = await fakeProcess('answers');
    const nginx = await site('stopped', [process1.port]);
    closing.push(nginx.stop);
    expect((await fetch(`${nginx.url}/api/users/info`)).status).toBe(200);

    await process1.close();
    for (const method of ['GET', 'POST']) {
      const answer = await fetch(`${nginx.url}/api/users/info`, {
        method,
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect({ method, status: answer.status }).toEqual({ method, status: 502 });
      expect(securityHeadersOf(answer)).toEqual(expectedSecurityHeaders('no-store'));
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(await answer.json()).toEqual({
        error: 'service_unavailable',
        message: expect.any(String),
      });
    }
  });

  it("passes a process's own error answer on as it is, adding nothing", async () => {
    const unavailable = await fakeProcess('unavailable');
    const nginx = await site('unavailable', [unavailable.port]);
    closing.push(unavailable.close, nginx.stop);
    const answer = await fetch(`${nginx.url}/api/health`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      error: 'service_unavailable',
      message: 'from the process',
    });
    // The API sends its own headers; nginx adding them too would send each twice.
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });

  it('passes a GET on when the process dies on it, and never sends a POST twice', async () => {
    const dying = await fakeProcess('dies');
    const alive = await fakeProcess('answers');
    closing.push(dying.close, alive.close);

    const forGet = await site('get', [dying.port, alive.port]);
    closing.push(forGet.stop);
    expect((await fetch(`${forGet.url}/api/users/info`)).status).toBe(200);
    expect({ dying: dying.received, alive: alive.received }).toEqual({
      dying: ['GET'],
      alive: ['GET'],
    });

    const forPost = await site('post', [dying.port, alive.port]);
    closing.push(forPost.stop);
    const post = await fetch(`${forPost.url}/api/wallet/charges`, { method: 'POST', body: '{}' });
    // The process may have acted on it: the client is told, and retries with its Idempotency-Key.
    expect(post.status).toBe(502);
    expect(securityHeadersOf(post)).toEqual(expectedSecurityHeaders('no-store'));
    expect({ dying: dying.received, alive: alive.received }).toEqual({
      dying: ['GET', 'POST'],
      alive: ['GET'],
    });
  });
});

/*
 * Behind a load balancer that terminates TLS (docs/operations.md "Behind a TLS load balancer"):
 * nginx believes X-Forwarded-Proto and X-Forwarded-For from TRUSTED_LOAD_BALANCER and from no one
 * else. The test plays the balancer (it connects from 127.0.0.1) or a stranger, in front of a
 * real API process that believes nginx alone, as the compose file sets it up.
 */
describe('the production nginx site behind a TLS load balancer', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-nginx-tls-'));
  fs.chmodSync(root, 0o755);
  const site = path.join(root, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>wallet</title>');
  fs.writeFileSync(path.join(site, 'mf-remotes.json'), '{}');

  let t: TestApp;
  let trusted: RunningNginx;
  let stranger: RunningNginx;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('the API is not listening');
    const start = async (name: string, trustedLoadBalancer?: string) => {
      const workDir = path.join(root, name);
      fs.mkdirSync(workDir);
      fs.chmodSync(workDir, 0o755);
      return startNginx({ siteRoot: site, apiPorts: [address.port], workDir, trustedLoadBalancer });
    };
    trusted = await start('trusted', '127.0.0.1/32');
    stranger = await start('stranger');
  });
  afterAll(async () => {
    await trusted?.stop();
    await stranger?.stop();
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  // What a balancer sends for a visitor at 203.0.113.7 who wrote an address of their own first.
  const fromBalancer = {
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '198.51.100.66, 203.0.113.7',
  };
  const hsts = async (url: string, headers: Record<string, string> = fromBalancer) =>
    (await fetch(url, { headers })).headers.get('strict-transport-security');

  it('passes the balancer’s https on: the API and nginx both send HSTS', async () => {
    expect({
      api: await hsts(`${trusted.url}/api/exchange-rate`),
      shell: await hsts(`${trusted.url}/index.html`),
      // Plain HTTP to the balancer stays plain.
      apiOverHttp: await hsts(`${trusted.url}/api/exchange-rate`, {
        ...fromBalancer,
        'x-forwarded-proto': 'http',
      }),
      withoutHeader: await hsts(`${trusted.url}/api/exchange-rate`, {}),
    }).toEqual({
      api: 'max-age=31536000; includeSubDomains',
      shell: 'max-age=31536000; includeSubDomains',
      apiOverHttp: null,
      withoutHeader: null,
    });
  });

  it('takes the visitor’s address from the balancer, never what the visitor wrote', async () => {
    await fetch(`${trusted.url}/api/users/check-username?username=visitor77`, {
      headers: fromBalancer,
    });
    const line = fs
      .readFileSync(trusted.accessLog, 'utf8')
      .split('\n')
      .find((l) => l.includes('/api/users/check-username'));
    expect(line).toMatch(/^203\.0\.113\.7 \[/);
  });

  it('believes neither header from anyone else', async () => {
    expect({
      api: await hsts(`${stranger.url}/api/exchange-rate`),
      shell: await hsts(`${stranger.url}/index.html`),
    }).toEqual({ api: null, shell: null });
    await fetch(`${stranger.url}/api/users/check-username?username=visitor78`, {
      headers: fromBalancer,
    });
    const line = fs
      .readFileSync(stranger.accessLog, 'utf8')
      .split('\n')
      .find((l) => l.includes('/api/users/check-username'));
    expect(line).toMatch(/^127\.0\.0\.1 \[/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * The per-IP login limit behind the shipped production shape (deploy/compose.yaml and the nginx
 * site): a client that sends its own X-Forwarded-For must still be counted by the address nginx
 * saw. The test reads TRUST_PROXY, nginx's address and its X-Forwarded-For directive from the
 * shipped files and plays nginx's part, so a change to either file is tested as it ships.
 */
const deploy = path.resolve(__dirname, '../../deploy');
const compose = fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8');
const site = fs.readFileSync(path.join(deploy, 'nginx/site.conf'), 'utf8');

const shippedTrustProxy = /TRUST_PROXY:\s*'([^']*)'/.exec(compose)?.[1];
// Without a fixed address, nginx gets one of Docker's network's addresses.
const nginxAddress = /ipv4_address:\s*([0-9.]+)/.exec(compose)?.[1] ?? '172.18.0.5';
const forwardedFor = /proxy_set_header\s+X-Forwarded-For\s+(\$\w+);/.exec(site)?.[1];

/** What nginx sends upstream as X-Forwarded-For for a client at `client` that sent `sent`. */
function nginxForwardedFor(client: string, sent: string): string {
  if (forwardedFor === '$remote_addr') return client;
  if (forwardedFor === '$proxy_add_x_forwarded_for') return `${sent}, ${client}`;
  throw new Error(`unexpected X-Forwarded-For directive ${forwardedFor}`);
}

describe('per-IP limits behind the shipped nginx', () => {
  let t: TestApp;
  beforeAll(async () => {
    expect({ shippedTrustProxy, forwardedFor }).toEqual({
      shippedTrustProxy: expect.any(String),
      forwardedFor: expect.any(String),
    });
    const { trustProxy } = loadConfig({ TRUST_PROXY: shippedTrustProxy });
    t = await createTestApp({ config: { trustProxy } });
  });
  afterAll(() => t.close());

  it('counts 30 wrong logins from one client as one address, whatever it claims to be', async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: `stranger${i}x`, password: 'wrong1234' },
        remoteAddress: nginxAddress,
        headers: { 'x-forwarded-for': nginxForwardedFor(client, `198.51.100.${i + 1}`) },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('does not believe X-Forwarded-For from anyone but nginx', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: `outsider${i}x`, password: 'wrong1234' },
        remoteAddress: '192.0.2.44',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

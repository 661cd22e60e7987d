import { execFile } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { apiServiceNames, composeFile } from '../../deploy/deploy-files';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/connection';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Runs each API service's health check from deploy/compose.yaml, as written, against this app
 * listening on loopback (the check's port, the one the server listens on by default, swapped for
 * the test's): the exit codes Docker would see.
 */
async function composeHealthChecks(app: FastifyInstance): Promise<number[]> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the API is not listening');
  const { services } = composeFile();
  const checks = apiServiceNames(services).map((name) => services[name]?.healthcheck?.test ?? []);
  expect(checks.length).toBeGreaterThanOrEqual(2);
  return Promise.all(
    checks.map(([kind, command = '', ...args]) => {
      expect({ kind, command }).toEqual({ kind: 'CMD', command: 'node' });
      const shipped = `127.0.0.1:${loadConfig({}).port}/`;
      expect(args.join(' ')).toContain(shipped);
      const here = args.map((arg) => arg.replace(shipped, `127.0.0.1:${address.port}/`));
      return new Promise<number>((resolve) => {
        execFile(process.execPath, here, { timeout: 20_000 }, (error) =>
          resolve(error ? (typeof error.code === 'number' ? error.code : -1) : 0),
        );
      });
    }),
  );
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database takes a query', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it("passes the compose file's health check of every API process", async () => {
    expect(new Set(await composeHealthChecks(t.app))).toEqual(new Set([0]));
  });
});

describe('an unreachable database', () => {
  // Port 1 on the loopback refuses at once: a database that is down.
  const unreachable = openPostgres('postgres://wallet@127.0.0.1:1/wallet');
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(loadConfig({}), { db: unreachable.db });
  });
  afterAll(async () => {
    await app.close();
    await unreachable.close();
  });

  it('makes health answer 503 with the error shape', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ error: 'service_unavailable', message: expect.any(String) });
  });

  it('makes any call that needs it answer 503, not 500', async () => {
    const rates = await app.inject({ method: 'GET', url: '/api/exchange-rate' });
    expect(rates.statusCode).toBe(503);
    expect(rates.json().error).toBe('service_unavailable');
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'someone', password: 'secret123' },
    });
    expect(login.statusCode).toBe(503);
    const guarded = await app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: { authorization: 'Bearer abc' },
    });
    expect(guarded.statusCode).toBe(503);
  });

  it("fails the compose file's health check, so Docker reports the process unhealthy", async () => {
    expect(new Set(await composeHealthChecks(app))).toEqual(new Set([1]));
  });
});

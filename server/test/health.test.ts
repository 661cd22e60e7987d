import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/connection';
import { createTestApp, type TestApp } from './support/test-app';

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
});

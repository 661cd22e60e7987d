import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/test-app';

/** The benchmark's anchor routes exist only when BENCH_ROUTES asks for them. */
describe('benchmark anchor routes', () => {
  let plain: TestApp;
  let bench: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    bench = await createTestApp({ config: { benchRoutes: true } });
  });
  afterAll(async () => {
    await plain.close();
    await bench.close();
  });

  it('are off unless BENCH_ROUTES is set', () => {
    expect(loadConfig({}).benchRoutes).toBe(false);
    expect(loadConfig({ BENCH_ROUTES: '1' }).benchRoutes).toBe(true);
  });

  it('are not found without BENCH_ROUTES', async () => {
    const member = await plain.createMember();
    const token = await plain.login(member);
    for (const url of ['/api/bench/no-db', '/api/bench/select-one']) {
      const answer = await plain.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('answer with BENCH_ROUTES, the select-one route behind the token check', async () => {
    expect((await bench.app.inject({ method: 'GET', url: '/api/bench/no-db' })).statusCode).toBe(
      200,
    );
    expect(
      (await bench.app.inject({ method: 'GET', url: '/api/bench/select-one' })).statusCode,
    ).toBe(401);
    const member = await bench.createMember();
    const token = await bench.login(member);
    const answer = await bench.app.inject({
      method: 'GET',
      url: '/api/bench/select-one',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.json()).toEqual({ one: 1 });
    const document = await bench.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.body).not.toContain('/bench/');
  });
});

import { apiErrorSchema } from '@wallet/shared/domain';
import { bearer, createTestApp, type TestApp } from './support/test-app';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers 400 bad_request for a body that is not JSON', async () => {
    const answer = await login('{"username": "demo01", ');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('answers 400 for JSON that is not an object, an empty body and another content type', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null']) {
      const answer = await login(payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 400 });
      expect(answer.json().error).toBe('bad_request');
    }
    expect((await login('')).statusCode).toBe(400);
    const text = await login('username=demo01', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('bad_request');
  });

  it('answers 422 with fields {username: required} for a missing field', async () => {
    const answer = await login(JSON.stringify({ password: 'secret123' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: 'validation_failed',
      message: expect.any(String),
      fields: { username: 'required' },
    });
  });

  it('answers 422 with fields {extra: unknown} for a field the call does not take', async () => {
    const answer = await login(JSON.stringify({ username: 'a', password: 'b', extra: 1 }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual({ extra: 'unknown' });
  });

  it('answers 422, not 500, for wrong types, empty and too long values', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ username: 123, password: 'secret123' }, { username: 'invalid' }],
      [
        { username: ['a'], password: { x: 1 } },
        { username: 'invalid', password: 'invalid' },
      ],
      [
        { username: '   ', password: '' },
        { username: 'required', password: 'required' },
      ],
      [{ username: 'a'.repeat(101), password: 'x' }, { username: 'too_long' }],
      [{ username: null, password: 'x' }, { username: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await login(JSON.stringify(body));
      expect({ body, status: answer.statusCode, fields: answer.json().fields }).toEqual({
        body,
        status: 422,
        fields,
      });
    }
  });

  it('answers 400 naming the limit for a body nested deeper than 32 levels, 422 up to it', async () => {
    for (const depth of [10_000, 100_000]) {
      const answer = await login(
        `{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`,
      );
      expect({ depth, status: answer.statusCode }).toEqual({ depth, status: 400 });
      expect(answer.json()).toEqual({
        error: 'bad_request',
        message: 'The body nests deeper than 32 levels',
      });
    }
    // 31 arrays inside the body object: the deepest a body may go, refused by the call's rules.
    const deepest = await login(`{"username":${'['.repeat(31)}${']'.repeat(31)},"password":"x"}`);
    expect(deepest.statusCode).toBe(422);
    expect(deepest.json().fields).toEqual({ username: 'invalid' });
  });

  it('names a field the call does not take even when it is called like an object method', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const answer = await login(JSON.stringify({ username: 'a', password: 'b', [name]: 'x' }));
      expect({ name, status: answer.statusCode, fields: answer.json().fields }).toEqual({
        name,
        status: 422,
        fields: { [name]: 'unknown' },
      });
    }
    const token = await t.login(await t.createMember());
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/history?constructor=1',
      headers: bearer(token),
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().fields).toEqual({ constructor: 'unknown' });
  });

  it('answers 404 not_found in the error shape for an unknown /api path', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/users/nothing'],
      ['DELETE', '/api/health'],
      ['GET', '/api'],
    ] as const) {
      const answer = await t.app.inject({ method, url });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      expect(answer.json()).toEqual({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('never answers 500 to bad input on any route, and always in the error shape', async () => {
    const routes = [
      ['POST', '/api/users/login'],
      ['POST', '/api/users/logout'],
      ['GET', '/api/users/info'],
      ['GET', '/api/messages/unread-count'],
      ['GET', '/api/admin/summary'],
      ['GET', '/api/exchange-rate?x=%00'],
      ['GET', '/api/health'],
    ] as const;
    const bodies = ['{', '[]', '{"__proto__": {"admin": true}}', '\u0000', '{"a":'.repeat(50)];
    const headers = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ];
    for (const [method, url] of routes) {
      for (const payload of bodies) {
        for (const extra of headers) {
          const answer = await t.app.inject({
            method,
            url,
            headers: { 'content-type': 'application/json', ...extra },
            payload: method === 'POST' ? payload : undefined,
          });
          expect({ url, payload, status: answer.statusCode < 500 }).toEqual({
            url,
            payload,
            status: true,
          });
          if (answer.statusCode >= 400) {
            expect(apiErrorSchema.safeParse(answer.json()).success).toBe(true);
            expect(answer.body).not.toMatch(/at .*\.(ts|js):\d+/);
          }
        }
      }
    }
  });
});

import { bearer, createTestApp, type TestApp } from './support/test-app';

describe('login, sessions and the route guard', () => {
  let clock = new Date('2026-11-21T03:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = new Date('2026-11-21T03:00:00Z');
  });

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });

  it('answers a token, the role and an expiry 24 h ahead for a member', async () => {
    const member = await t.createMember();
    const answer = await login(member.username, member.password);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      token: expect.any(String),
      role: 'user',
      expiresAt: expect.any(Number),
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(Math.floor(clock.getTime() / 1000) + 24 * 3600);
  });

  it('gives an administrator an 8 h session and reads the username without regard to case', async () => {
    const admin = await t.createAdmin({ username: 'ChiefAdmin' });
    const answer = await login('chiefadmin', admin.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().role).toBe('admin');
    expect(answer.json().expiresAt).toBe(Math.floor(clock.getTime() / 1000) + 8 * 3600);
  });

  it('answers the same 401 for a wrong password and an unknown username', async () => {
    const member = await t.createMember();
    const wrongPassword = await login(member.username, 'not-the-password1');
    const unknownUser = await login('nobody12345', 'not-the-password1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: 'invalid_credentials',
      message: expect.any(String),
    });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it.each([
    ['pending', 'pending_approval'],
    ['rejected', 'account_rejected'],
    ['blocked', 'account_blocked'],
  ] as const)(
    'refuses a %s account with 403 %s only after the right password',
    async (status, code) => {
      const member = await t.createMember({ status });
      const wrong = await login(member.username, 'wrongpass99');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('invalid_credentials');
      const right = await login(member.username, member.password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ error: code, message: expect.any(String) });
    },
  );

  it('kills the token on logout', async () => {
    const member = await t.createMember();
    const token = await t.login(member);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a stray field on logout and keeps the session', async () => {
    const member = await t.createMember();
    const token = await t.login(member);
    const stray = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
      payload: { a: 1 },
    });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().fields).toEqual({ a: 'unknown' });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(200);
  });

  it('answers 401 for no token, a garbage token and another scheme', async () => {
    for (const headers of [{}, bearer('garbage'), { authorization: 'Basic YWRtaW46YWRtaW4=' }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/users/info', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error).toBe('unauthorized');
    }
  });

  it('ends a session at its expiry', async () => {
    const member = await t.createMember();
    const token = await t.login(member);
    clock = new Date(clock.getTime() + 24 * 3600 * 1000 - 1000);
    expect(
      (await t.app.inject({ url: '/api/users/info', headers: bearer(token) })).statusCode,
    ).toBe(200);
    clock = new Date(clock.getTime() + 1000);
    expect(
      (await t.app.inject({ url: '/api/users/info', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('ends the sessions of a member who is blocked after logging in', async () => {
    const member = await t.createMember();
    const token = await t.login(member);
    await t.db
      .updateTable('users')
      .set({ status: 'blocked' })
      .where('id', '=', member.id)
      .execute();
    const answer = await t.app.inject({ url: '/api/users/info', headers: bearer(token) });
    expect(answer.statusCode).toBe(401);
  });

  it('checks the role before the body: 401 then 403, never 422 to a stranger', async () => {
    const member = await t.createMember();
    const token = await t.login(member);
    const stranger = await t.app.inject({ method: 'POST', url: '/api/users/logout', payload: '{' });
    expect(stranger.statusCode).toBe(401);
    const wrongRole = await t.app.inject({ url: '/api/admin/summary', headers: bearer(token) });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
  });
});

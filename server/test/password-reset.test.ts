import { resetLinkIn } from './support/mail-sink';
import { freshIp } from './support/accounts';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('forgot password and reset', () => {
  let clock = new Date('2026-11-21T03:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      config: { publicUrl: 'https://wallet.example' },
    });
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = new Date('2026-11-21T03:00:00Z');
    t.mail.clear();
  });

  const forgot = (username: string, email: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { username, email },
      remoteAddress: ip,
    });
  const reset = (token: string, password: string, passwordConfirm = password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password, passwordConfirm },
    });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  /** Waits for the mail the reply did not wait for. */
  const linkFor = async (email: string) => resetLinkIn(await t.mail.waitForMail(email));

  it('answers 204 and mails nothing when the username and email do not belong together', async () => {
    const member = await t.createMember({ email: 'owner1@example.test' });
    const other = await t.createMember({ email: 'other1@example.test' });
    const answers = [
      await forgot('nobody00x', 'nobody@example.test'),
      await forgot(member.username, 'other1@example.test'),
      await forgot(other.username, 'owner1@example.test'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messages).toHaveLength(0);
  });

  it('mails a link to /reset-password for a matching pair, whatever their case', async () => {
    const member = await t.createMember({ email: 'Match.Me@example.test' });
    const answer = await forgot(member.username.toUpperCase(), 'match.me@EXAMPLE.test');
    expect(answer.statusCode).toBe(204);
    const mail = await t.mail.waitForMail('match.me@example.test');
    expect(mail.subject).toMatch(/reset/i);
    const { link, token } = resetLinkIn(mail);
    expect(link).toMatch(/^https:\/\/wallet\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(token).toHaveLength(43);
  });

  it("writes the mail in the member's language", async () => {
    const member = await t.createMember({ email: 'korean.reset@example.test' });
    await t.db.updateTable('users').set({ language: 'ko' }).where('id', '=', member.id).execute();
    expect((await forgot(member.username, 'korean.reset@example.test')).statusCode).toBe(204);
    const mail = await t.mail.waitForMail('korean.reset@example.test');
    expect(mail.subject).toBe('회원 지갑 비밀번호 재설정');
    expect(mail.text).toContain('분 안에 이 링크를 여세요');
    expect(resetLinkIn(mail).link).toContain('/reset-password?token=');
  });

  it('sets the new password once, ends every session, and refuses the link after', async () => {
    const member = await t.createMember({ email: 'round.trip@example.test' });
    const before = await t.login(member);
    await forgot(member.username, 'round.trip@example.test');
    const { token } = await linkFor('round.trip@example.test');

    const done = await reset(token, 'NewPass123');
    expect(done.statusCode).toBe(204);
    expect((await login(member.username, 'NewPass123')).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(401);
    const old = await t.app.inject({ url: '/api/users/info', headers: bearer(before) });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Another123');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: 'reset_token_invalid', message: expect.any(String) });
  });

  it('forgets the failed logins that locked the account: the new password logs in at once', async () => {
    const member = await t.createMember({ email: 'locked.out@example.test' });
    // Someone elsewhere guesses until the account is locked for everyone, its owner too.
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: member.username, password: `Wrong${i}pass` },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 10; i += 1) expect((await guess(i)).statusCode).toBe(401);
    expect((await login(member.username, member.password)).statusCode).toBe(429);

    await forgot(member.username, 'locked.out@example.test');
    const { token } = await linkFor('locked.out@example.test');
    expect((await reset(token, 'NewPass123')).statusCode).toBe(204);
    expect((await login(member.username, 'NewPass123')).statusCode).toBe(200);
  });

  it('refuses an expired link and a garbage token with 422 reset_token_invalid', async () => {
    const member = await t.createMember({ email: 'expired@example.test' });
    await forgot(member.username, 'expired@example.test');
    const { token } = await linkFor('expired@example.test');
    clock = new Date(clock.getTime() + 30 * 60_000);
    const expired = await reset(token, 'NewPass123');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toBe('reset_token_invalid');
    const garbage = await reset('not-a-token', 'NewPass123');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().error).toBe('reset_token_invalid');
    expect((await login(member.username, member.password)).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const member = await t.createMember({ email: 'twice@example.test' });
    await forgot(member.username, 'twice@example.test');
    const first = await linkFor('twice@example.test');
    await forgot(member.username, 'twice@example.test');
    const second = await linkFor('twice@example.test');
    expect((await reset(first.token, 'NewPass123')).statusCode).toBe(422);
    expect((await reset(second.token, 'NewPass123')).statusCode).toBe(204);
  });

  it('refuses a confirmation that differs with 422 password_mismatch, and a weak password', async () => {
    const member = await t.createMember({ email: 'mismatch@example.test' });
    await forgot(member.username, 'mismatch@example.test');
    const { token } = await linkFor('mismatch@example.test');
    const mismatch = await reset(token, 'NewPass123', 'NewPass124');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      error: 'password_mismatch',
      message: expect.any(String),
      fields: { passwordConfirm: 'mismatch' },
    });
    const weak = await reset(token, 'short1');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields).toEqual({ password: 'too_short' });
    // Neither used the link up.
    expect((await reset(token, 'NewPass123')).statusCode).toBe(204);
  });

  it('answers 429 with Retry-After from the sixth request in an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(`someone${i}x`, 'x@example.test', ip)).statusCode).toBe(204);
    }
    const sixth = await forgot('someone9x', 'x@example.test', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
    expect(Number(sixth.headers['retry-after'])).toBe(3600);
    clock = new Date(clock.getTime() + 3600_000);
    expect((await forgot('someone9x', 'x@example.test', ip)).statusCode).toBe(204);
  });

  it('answers 429 from the sixth request in an hour for one account, from any address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot('Target01', `x${i}@example.test`)).statusCode).toBe(204);
    }
    const sixth = await forgot('target01', 'x9@example.test');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

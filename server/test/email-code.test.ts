import { freshIp } from './support/accounts';
import { codeIn } from './support/mail-sink';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('username check and email code', () => {
  let clock = new Date('2026-11-21T03:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await t.createMember({ username: 'sponsor77' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = new Date('2026-11-21T03:00:00Z');
    t.mail.clear();
  });

  const askCode = (email: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/email-code',
      payload: { email },
      remoteAddress: ip,
    });
  const verify = (email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/email-code/verify',
      payload: { email, code },
    });
  const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

  describe('GET /api/users/check-username', () => {
    it('answers available, and taken without regard to case', async () => {
      const free = await t.app.inject({ url: '/api/users/check-username?username=freshname1' });
      expect(free.statusCode).toBe(200);
      expect(free.json()).toEqual({ available: true });
      const taken = await t.app.inject({ url: '/api/users/check-username?username=SPONSOR77' });
      expect(taken.json()).toEqual({ available: false });
    });

    it.each([
      ['abcd', 'too_short'],
      ['a'.repeat(21), 'too_long'],
      ['bad_name', 'pattern'],
      ['', 'required'],
    ])('answers 422 for %j with fields.username=%s', async (username, code) => {
      const answer = await t.app.inject({
        url: `/api/users/check-username?username=${encodeURIComponent(username)}`,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().fields).toEqual({ username: code });
    });
  });

  describe('email code', () => {
    it('mails a 6-digit code that verifies the address once it is answered', async () => {
      const email = 'Code.Reader@Example.test';
      expect((await askCode(email)).statusCode).toBe(204);
      const mail = await t.mail.waitForMail(email);
      expect(mail.subject).toMatch(/verification code/i);
      expect(mail.from).toContain('no-reply@localhost');
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);
      const answer = await verify('code.reader@example.test', code);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ verified: true });
    });

    it('refuses a wrong code with 422 codeInvalid', async () => {
      const email = 'wrong.code@example.test';
      await askCode(email);
      const code = codeIn(await t.mail.waitForMail(email));
      const answer = await verify(email, wrongCodeFor(code));
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ error: 'codeInvalid', message: expect.any(String) });
      expect((await verify(email, code)).statusCode).toBe(200);
    });

    it('refuses even the right code after five tries', async () => {
      const email = 'five.tries@example.test';
      await askCode(email);
      const code = codeIn(await t.mail.waitForMail(email));
      for (let i = 0; i < 5; i += 1) {
        expect((await verify(email, wrongCodeFor(code))).statusCode).toBe(422);
      }
      const right = await verify(email, code);
      expect(right.statusCode).toBe(422);
      expect(right.json().error).toBe('codeInvalid');
    });

    it('refuses a code after ten minutes', async () => {
      const email = 'late.reader@example.test';
      await askCode(email);
      const code = codeIn(await t.mail.waitForMail(email));
      clock = new Date(clock.getTime() + 10 * 60_000);
      const answer = await verify(email, code);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toBe('codeInvalid');
    });

    it('replaces the earlier code when a new one is asked for', async () => {
      const email = 'two.codes@example.test';
      await askCode(email);
      const first = codeIn(await t.mail.waitForMail(email));
      await askCode(email);
      const second = codeIn(await t.mail.waitForMail(email));
      if (first !== second) expect((await verify(email, first)).statusCode).toBe(422);
      expect((await verify(email, second)).statusCode).toBe(200);
    });

    it('answers 422 fields for a bad address or code, without mailing', async () => {
      const bad = await askCode('not-an-address');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toEqual({ email: 'invalid' });
      const badCode = await verify('a@example.test', '12ab56');
      expect(badCode.json().fields).toEqual({ code: 'pattern' });
      expect(t.mail.messages).toHaveLength(0);
    });
  });
});

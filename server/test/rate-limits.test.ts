import { buildApp } from '../src/app';
import { freshIp, loginFrom } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('abuse limits, counted in the database', () => {
  let clock = new Date('2026-11-21T03:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = new Date('2026-11-21T03:00:00Z');
    t.mail.clear();
  });

  const login = (username: string, password: string, ip: string) =>
    loginFrom(t, username, password, ip);
  const askCode = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/email-code',
      payload: { email },
      remoteAddress: ip,
    });

  describe('login: 10 failures per 15 minutes', () => {
    it('refuses the 11th try from one address with 429 and Retry-After, even with the right password', async () => {
      const member = await t.createMember();
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) {
        expect((await login(`stranger${i}x`, 'wrong1234', ip)).statusCode).toBe(401);
      }
      const eleventh = await login(member.username, member.password, ip);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
      expect(Number(eleventh.headers['retry-after'])).toBe(15 * 60);

      clock = new Date(clock.getTime() + 5 * 60_000);
      const later = await login(member.username, member.password, ip);
      expect(Number(later.headers['retry-after'])).toBe(10 * 60);
      clock = new Date(clock.getTime() + 10 * 60_000);
      expect((await login(member.username, member.password, ip)).statusCode).toBe(200);
      // Another address was never limited.
      expect((await login(member.username, member.password, freshIp())).statusCode).toBe(200);
    });

    it('refuses the 11th try on one account from any address', async () => {
      const member = await t.createMember();
      for (let i = 0; i < 10; i += 1) {
        expect((await login(member.username, `wrong${i}abc`, freshIp())).statusCode).toBe(401);
      }
      const eleventh = await login(member.username.toUpperCase(), member.password, freshIp());
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.headers['retry-after']).toBeDefined();
    });

    it('treats an unknown username like a real one, so the limit reveals nothing', async () => {
      const member = await t.createMember();
      const answers = { real: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 11; i += 1) {
        answers.real.push((await login(member.username, 'wrong1234', freshIp())).statusCode);
        answers.unknown.push((await login('ghostuser99', 'wrong1234', freshIp())).statusCode);
      }
      expect(answers.unknown).toEqual(answers.real);
      expect(answers.real.slice(-1)).toEqual([429]);
    });

    it('does not count successful logins', async () => {
      const member = await t.createMember();
      const ip = freshIp();
      for (let i = 0; i < 12; i += 1) {
        expect((await login(member.username, member.password, ip)).statusCode).toBe(200);
      }
    });

    it('lets at most 10 of 20 parallel wrong logins from one address be checked', async () => {
      const member = await t.createMember();
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(member.username, `wrong${i}abc`, ip)),
      );
      const checked = answers.filter((answer) => answer.statusCode === 401);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(checked.length).toBeLessThanOrEqual(10);
      expect(checked.length + refused.length).toBe(20);
      for (const answer of refused) {
        expect(answer.json().error).toBe('too_many_requests');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The allowance is used up: the right password waits too.
      expect((await login(member.username, member.password, freshIp())).statusCode).toBe(429);
    });

    it('lets at most 10 of 20 parallel wrong logins on one account from many addresses be checked', async () => {
      const proxied = await createTestApp({ now: () => clock, config: { trustProxy: true } });
      try {
        const member = await proxied.createMember();
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            proxied.app.inject({
              method: 'POST',
              url: '/api/users/login',
              payload: { username: member.username, password: `wrong${i}abc` },
              headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
              remoteAddress: '10.255.0.1',
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
        expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
        for (const answer of answers.filter((a) => a.statusCode === 429)) {
          expect(answer.headers['retry-after']).toBeDefined();
        }
      } finally {
        await proxied.close();
      }
    });

    it('lets the right password in below the limit without using up the allowance', async () => {
      const member = await t.createMember();
      const ip = freshIp();
      // Right and wrong passwords at once: the right ones get in, and give their slot back.
      const mixed = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? login(member.username, member.password, ip)
            : login(member.username, `wrong${i}abc`, ip),
        ),
      );
      expect(mixed.map((answer) => answer.statusCode)).toEqual(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 200 : 401)),
      );
      for (let i = 0; i < 5; i += 1) {
        expect((await login(member.username, member.password, ip)).statusCode).toBe(200);
      }
      // Five failures so far: five more are checked, the eleventh try is refused.
      for (let i = 0; i < 5; i += 1) {
        expect((await login(member.username, `again${i}abc`, ip)).statusCode).toBe(401);
      }
      expect((await login(member.username, member.password, ip)).statusCode).toBe(429);
      const hits = await t.db
        .selectFrom('rate_limit_hits')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('action', '=', 'login')
        .where('subject', '=', `ip:${ip}`)
        .executeTakeFirstOrThrow();
      expect(Number(hits.n)).toBe(10);
    });

    it('reads the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
      const proxied = await createTestApp({ now: () => clock, config: { trustProxy: true } });
      try {
        const forwarded = (client: string) =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/users/login',
            payload: { username: `nobody${client.length}x`, password: 'wrong1234' },
            headers: { 'x-forwarded-for': client },
            remoteAddress: '10.255.0.1',
          });
        for (let i = 0; i < 10; i += 1) await forwarded(`198.51.100.${i}`);
        // Ten different clients behind one proxy: none of them is limited.
        expect((await forwarded('198.51.100.77')).statusCode).toBe(401);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('email code: 5 per hour per address and per IP', () => {
    it('refuses the 6th code for one address with 429 and Retry-After', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await askCode('Busy@example.test', freshIp())).statusCode).toBe(204);
      }
      const sixth = await askCode('busy@example.test', freshIp());
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toBe('too_many_requests');
      expect(Number(sixth.headers['retry-after'])).toBe(3600);
      expect(t.mail.mailTo('busy@example.test')).toHaveLength(5);
      clock = new Date(clock.getTime() + 3600_000);
      expect((await askCode('busy@example.test', freshIp())).statusCode).toBe(204);
    });

    it('refuses the 6th code from one IP, whatever the address', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) {
        expect((await askCode(`spray${i}@example.test`, ip)).statusCode).toBe(204);
      }
      expect((await askCode('spray9@example.test', ip)).statusCode).toBe(429);
    });
  });

  it('keeps the counts in the database, so another API process refuses the 11th try', async () => {
    // A second app over the same database stands for a second process behind the balancer.
    const other = await buildApp(t.config, { db: t.db, now: () => clock });
    try {
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) await login('sharedvictim', 'wrong1234', ip);
      const elsewhere = await other.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'sharedvictim', password: 'wrong1234' },
        remoteAddress: freshIp(),
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('my page: passwords, withdrawal password, bank info, language', () => {
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

  const call = (method: 'PATCH' | 'PUT', url: string, token: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const info = (token: string) => t.app.inject({ url: '/api/users/info', headers: bearer(token) });
  const bankInfo = (moneyPassword: string) => ({
    moneyPassword,
    bankName: 'KB Kookmin',
    bankAccount: '123-45-67890',
    walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    pesoAccountType: 'GCash',
    pesoAccountNumber: '09171234567',
  });

  describe('PATCH /api/users/password', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const member = await t.createMember();
      const here = await t.login(member);
      const elsewhere = await t.login(member);
      const answer = await call('PATCH', '/api/users/password', here, {
        currentPassword: member.password,
        newPassword: 'Fresh4Pass',
        newPasswordConfirm: 'Fresh4Pass',
      });
      expect(answer.statusCode).toBe(204);
      expect((await info(here)).statusCode).toBe(200);
      expect((await info(elsewhere)).statusCode).toBe(401);
      await expect(t.login({ username: member.username, password: 'Fresh4Pass' })).resolves.toEqual(
        expect.any(String),
      );
    });

    it('answers 403 invalid_password for a wrong current password', async () => {
      const member = await t.createMember();
      const token = await t.login(member);
      const answer = await call('PATCH', '/api/users/password', token, {
        currentPassword: 'wrong1234',
        newPassword: 'Fresh4Pass',
        newPasswordConfirm: 'Fresh4Pass',
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'invalid_password', message: expect.any(String) });
    });

    it('counts a wrong current password as a failed login: the eleventh try in 15 minutes is 429', async () => {
      const member = await t.createMember();
      const token = await t.login(member);
      const change = (currentPassword: string) =>
        call('PATCH', '/api/users/password', token, {
          currentPassword,
          newPassword: 'Fresh4Pass',
          newPasswordConfirm: 'Fresh4Pass',
        });
      for (let i = 0; i < 10; i += 1) {
        expect((await change(`wrong${i}pass`)).statusCode).toBe(403);
      }
      const refused = await change(member.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The same allowance as the login's: no more guesses there either.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: member.username, password: member.password },
      });
      expect(login.statusCode).toBe(429);
      clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
      expect((await change(member.password)).statusCode).toBe(204);
    });

    it('refuses a new password that is the current one, naming the field, and ends no session', async () => {
      const member = await t.createMember();
      const here = await t.login(member);
      const elsewhere = await t.login(member);
      const answer = await call('PATCH', '/api/users/password', here, {
        currentPassword: member.password,
        newPassword: member.password,
        newPasswordConfirm: member.password,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().fields).toEqual({ newPassword: 'invalid' });
      expect((await info(elsewhere)).statusCode).toBe(200);
    });

    it('answers 422 password_mismatch, and fields for a weak new password', async () => {
      const member = await t.createMember();
      const token = await t.login(member);
      const mismatch = await call('PATCH', '/api/users/password', token, {
        currentPassword: member.password,
        newPassword: 'Fresh4Pass',
        newPasswordConfirm: 'Fresh5Pass',
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().error).toBe('password_mismatch');
      const weak = await call('PATCH', '/api/users/password', token, {
        currentPassword: member.password,
        newPassword: 'onlyletters',
        newPasswordConfirm: 'onlyletters',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json()).toMatchObject({
        error: 'validation_failed',
        fields: { newPassword: 'pattern' },
      });
    });
  });

  describe('withdrawal password', () => {
    it('changes with the current one, and answers 403 money_password_incorrect without it', async () => {
      const member = await t.createMember({ moneyPassword: '135790' });
      const token = await t.login(member);
      const wrong = await call('PATCH', '/api/users/money-password', token, {
        currentMoneyPassword: '000000',
        newMoneyPassword: '112233',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({
        error: 'money_password_incorrect',
        message: expect.any(String),
      });
      const right = await call('PATCH', '/api/users/money-password', token, {
        currentMoneyPassword: '135790',
        newMoneyPassword: '112233',
      });
      expect(right.statusCode).toBe(204);
      expect(
        (await call('PUT', '/api/users/bank-info', token, bankInfo('135790'))).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', '/api/users/bank-info', token, bankInfo('112233'))).statusCode,
      ).toBe(200);
    });

    it('refuses a new withdrawal password that is not six digits', async () => {
      const member = await t.createMember({ moneyPassword: '135790' });
      const token = await t.login(member);
      const answer = await call('PATCH', '/api/users/money-password', token, {
        currentMoneyPassword: '135790',
        newMoneyPassword: '1234567',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().fields).toEqual({ newMoneyPassword: 'pattern' });
    });

    it('locks for 30 minutes after five wrong tries in a row (429 + Retry-After), then opens again', async () => {
      const member = await t.createMember({ moneyPassword: '135790' });
      const token = await t.login(member);
      const tryBank = (moneyPassword: string) =>
        call('PUT', '/api/users/bank-info', token, bankInfo(moneyPassword));
      for (let i = 0; i < 4; i += 1) {
        expect((await tryBank('000000')).statusCode).toBe(403);
      }
      const fifth = await tryBank('000000');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({ error: 'money_password_locked', message: expect.any(String) });
      expect(Number(fifth.headers['retry-after'])).toBe(30 * 60);

      // Locked: even the right one, on every call that needs it.
      clock = new Date(clock.getTime() + 10 * 60_000);
      const locked = await tryBank('135790');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBe(20 * 60);
      const change = await call('PATCH', '/api/users/money-password', token, {
        currentMoneyPassword: '135790',
        newMoneyPassword: '112233',
      });
      expect(change.statusCode).toBe(429);

      clock = new Date(clock.getTime() + 20 * 60_000);
      expect((await tryBank('135790')).statusCode).toBe(200);
    });

    it('counts only wrong tries in a row: a right one resets the count', async () => {
      const member = await t.createMember({ moneyPassword: '135790' });
      const token = await t.login(member);
      const tryBank = (moneyPassword: string) =>
        call('PUT', '/api/users/bank-info', token, bankInfo(moneyPassword));
      for (let i = 0; i < 4; i += 1) expect((await tryBank('000000')).statusCode).toBe(403);
      expect((await tryBank('135790')).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await tryBank('000000')).statusCode).toBe(403);
      expect((await tryBank('135790')).statusCode).toBe(200);
    });
  });

  describe('PUT /api/users/bank-info', () => {
    it("mails the notice in the member's language", async () => {
      const member = await t.createMember({
        moneyPassword: '135790',
        email: 'bank.ko@example.test',
      });
      const token = await t.login(member);
      expect(
        (await call('PATCH', '/api/users/language', token, { language: 'ko' })).statusCode,
      ).toBe(204);
      expect(
        (await call('PUT', '/api/users/bank-info', token, bankInfo('135790'))).statusCode,
      ).toBe(200);
      const mail = await t.mail.waitForMail('bank.ko@example.test');
      expect(mail.subject).toBe('회원 지갑 계좌 정보가 변경되었습니다');
      expect(mail.text).toContain(
        `${member.username} 계정의 계좌 정보가 변경되었습니다 (변경 일시: 2026-11-21 12:00 KST).`,
      );
    });

    it('saves with the withdrawal password, answers the user info and mails a notice', async () => {
      const member = await t.createMember({ moneyPassword: '135790', email: 'bank@example.test' });
      const token = await t.login(member);
      const answer = await call('PUT', '/api/users/bank-info', token, bankInfo('135790'));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        username: member.username,
        bankName: 'KB Kookmin',
        bankAccount: '123-45-67890',
        walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        pesoAccountType: 'GCash',
        pesoAccountNumber: '09171234567',
      });
      const mail = await t.mail.waitForMail('bank@example.test');
      expect(mail.subject).toMatch(/bank details were changed/i);
      expect(mail.text).toContain(member.username);
      // The time as the site shows times: Korea's (03:00 UTC is 12:00 KST).
      expect(mail.text).toContain('were changed on 2026-11-21 12:00 KST.');

      const cleared = await call('PUT', '/api/users/bank-info', token, {
        moneyPassword: '135790',
        bankName: 'Hana',
        bankAccount: '999-999-999',
        walletAddress: '',
        pesoAccountType: null,
      });
      expect(cleared.json()).toMatchObject({
        bankName: 'Hana',
        walletAddress: null,
        pesoAccountType: null,
        pesoAccountNumber: null,
      });
    });

    it('saves nothing and mails nothing with a wrong withdrawal password', async () => {
      const member = await t.createMember({
        moneyPassword: '135790',
        email: 'nobank@example.test',
      });
      const token = await t.login(member);
      const answer = await call('PUT', '/api/users/bank-info', token, bankInfo('999999'));
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('money_password_incorrect');
      expect((await info(token)).json().bankName).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.mail.mailTo('nobank@example.test')).toHaveLength(0);
    });

    it('answers 422 fields for missing bank fields', async () => {
      const member = await t.createMember({ moneyPassword: '135790' });
      const token = await t.login(member);
      const answer = await call('PUT', '/api/users/bank-info', token, { moneyPassword: '135790' });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().fields).toEqual({ bankName: 'required', bankAccount: 'required' });
    });
  });

  it('PATCH /api/users/language saves the language', async () => {
    const member = await t.createMember();
    const token = await t.login(member);
    expect((await call('PATCH', '/api/users/language', token, { language: 'ko' })).statusCode).toBe(
      204,
    );
    expect((await info(token)).json().language).toBe('ko');
    const bad = await call('PATCH', '/api/users/language', token, { language: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ language: 'invalid' });
  });

  it('answers 401 without a token and 403 to an administrator', async () => {
    const none = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/language',
      payload: { language: 'ko' },
    });
    expect(none.statusCode).toBe(401);
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    const asAdmin = await call('PUT', '/api/users/bank-info', token, bankInfo('135790'));
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error).toBe('forbidden');
  });
});

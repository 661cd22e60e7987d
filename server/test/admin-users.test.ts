import { bearer, createTestApp, type TestAccount, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('member management', () => {
  let t: TestApp;
  let admin: TestAccount;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin({ username: 'chief01' });
    adminToken = await t.login(admin);
  });
  afterAll(() => t.close());

  const get = (url: string, token = adminToken) => t.app.inject({ url, headers: bearer(token) });
  const patch = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: bearer(adminToken),
      payload,
    });
  const warn = (id: number, reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/warnings`,
      headers: bearer(adminToken),
      payload: { reason },
    });
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after', 'at'])
      .where('target', '=', `user:${id}`)
      .orderBy('id')
      .execute();

  describe('GET /api/admin/users/{id}', () => {
    it('shows the member with bank details and warning history', async () => {
      const member = await t.createMember();
      await warn(member.id, 'Abusive chat');
      const answer = await get(`/api/admin/users/${member.id}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        id: member.id,
        username: member.username,
        warnings: 1,
        bankName: null,
        language: 'en',
        warningHistory: [
          {
            id: expect.any(Number),
            reason: 'Abusive chat',
            givenBy: 'chief01',
            givenAt: expect.any(String),
            clearedAt: null,
          },
        ],
      });
    });

    it('carries the payout accounts the member saved, so the back office sees where a withdrawal goes', async () => {
      const member = await t.createMember({ moneyPassword: '135790', realName: 'Kim Minsu' });
      const memberToken = await t.login(member);
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/users/bank-info',
        headers: bearer(memberToken),
        payload: {
          moneyPassword: '135790',
          bankName: 'Kookmin Bank',
          bankAccount: '123-45-678901',
          walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          pesoAccountType: '',
          pesoAccountNumber: '',
        },
      });
      expect(saved.statusCode).toBe(200);
      const answer = await get(`/api/admin/users/${member.id}`);
      expect(answer.statusCode).toBe(200);
      // The fields payoutAccountFor reads (@wallet/shared/domain), as the withdrawal check reads them.
      expect(answer.json()).toMatchObject({
        realName: 'Kim Minsu',
        bankName: 'Kookmin Bank',
        bankAccount: '123-45-678901',
        walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        pesoAccountType: null,
        pesoAccountNumber: null,
      });
    });

    it('answers 404 for no such member, for an administrator, and for anything not an id', async () => {
      expect((await get('/api/admin/users/999999')).statusCode).toBe(404);
      expect((await get(`/api/admin/users/${admin.id}`)).statusCode).toBe(404);
      expect((await get('/api/admin/users/abc')).statusCode).toBe(404);
      expect((await get('/api/admin/users/99999999999999999999')).statusCode).toBe(404);
    });
  });

  describe('PATCH /api/admin/users/{id}', () => {
    it('approves and rejects pending members, with an audit row each', async () => {
      const one = await t.createMember({ status: 'pending' });
      const two = await t.createMember({ status: 'pending' });
      const approved = await patch(one.id, { status: 'approved' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().status).toBe('approved');
      expect((await patch(two.id, { status: 'rejected' })).json().status).toBe('rejected');
      const [audit] = await auditOf(one.id);
      expect(audit).toMatchObject({
        actor_id: String(admin.id),
        action: 'member.approve',
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
      expect(audit?.at).toBeInstanceOf(Date);
      expect((await auditOf(two.id)).map((row) => row.action)).toEqual(['member.reject']);
    });

    it.each([
      ['pending', 'blocked'],
      ['approved', 'approved'],
      ['approved', 'rejected'],
      ['rejected', 'approved'],
      ['rejected', 'blocked'],
      ['blocked', 'rejected'],
    ] as const)('refuses %s → %s with 409 invalid_transition', async (from, to) => {
      const member = await t.createMember({ status: from });
      const answer = await patch(member.id, { status: to });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ error: 'invalid_transition', message: expect.any(String) });
      expect(await auditOf(member.id)).toEqual([]);
    });

    it('blocking ends the sessions; unblocking clears the warnings', async () => {
      const member = await t.createMember();
      const token = await t.login(member);
      await warn(member.id, 'first');
      const blocked = await patch(member.id, { status: 'blocked' });
      expect(blocked.json()).toMatchObject({ status: 'blocked', warnings: 1 });
      expect((await get('/api/users/info', token)).statusCode).toBe(401);

      const unblocked = await patch(member.id, { status: 'approved' });
      expect(unblocked.json()).toMatchObject({ status: 'approved', warnings: 0 });
      expect(unblocked.json().warningHistory[0].clearedAt).toEqual(expect.any(String));
      // The old session stays dead; a new login works.
      expect((await get('/api/users/info', token)).statusCode).toBe(401);
      await expect(t.login(member)).resolves.toEqual(expect.any(String));
      expect((await auditOf(member.id)).map((row) => row.action)).toEqual([
        'member.warn',
        'member.block',
        'member.approve',
      ]);
    });

    it("corrects the profile, refusing another account's email and bad fields", async () => {
      const member = await t.createMember({ email: 'fixme@example.test' });
      await t.createMember({ email: 'taken@example.test' });
      const answer = await patch(member.id, {
        realName: 'Choi Yuna',
        phone: '010-9876-5432',
        email: 'Fixed@example.test',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        realName: 'Choi Yuna',
        phone: '010-9876-5432',
        email: 'Fixed@example.test',
        status: 'approved',
      });
      const [audit] = await auditOf(member.id);
      expect(audit).toMatchObject({
        action: 'member.update',
        before: { realName: '', phone: '', email: 'fixme@example.test' },
        after: { realName: 'Choi Yuna', phone: '010-9876-5432', email: 'Fixed@example.test' },
      });
      const taken = await patch(member.id, { email: 'TAKEN@example.test' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('emailTaken');
      const bad = await patch(member.id, { phone: 'abc', status: 'pending' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toEqual({ phone: 'pattern', status: 'invalid' });
      expect((await patch(member.id, {})).statusCode).toBe(422);
      expect((await patch(999999, { realName: 'X' })).statusCode).toBe(404);
    });
  });

  describe('warnings', () => {
    it('the third warning blocks at once and the member token answers 401 on its next call', async () => {
      const member = await t.createMember();
      const token = await t.login(member);
      expect((await warn(member.id, 'one')).json()).toMatchObject({
        warnings: 1,
        status: 'approved',
      });
      const second = await warn(member.id, 'two');
      expect(second.json()).toMatchObject({ warnings: 2, status: 'approved' });
      expect((await get('/api/users/info', token)).json().warnings).toBe(2);

      const third = await warn(member.id, 'three');
      expect(third.statusCode).toBe(200);
      expect(third.json()).toMatchObject({ warnings: 3, status: 'blocked' });
      expect(third.json().warningHistory.map((w: { reason: string }) => w.reason)).toEqual([
        'three',
        'two',
        'one',
      ]);
      expect((await get('/api/users/info', token)).statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: member.username, password: member.password },
      });
      expect(login.json().error).toBe('account_blocked');

      const audits = await auditOf(member.id);
      expect(audits.map((row) => row.action)).toEqual([
        'member.warn',
        'member.warn',
        'member.warn',
      ]);
      expect(audits[2]).toMatchObject({
        before: { warnings: 2, status: 'approved' },
        after: { warnings: 3, status: 'blocked', reason: 'three' },
      });

      // Blocked: a fourth warning is refused and counts nothing.
      const fourth = await warn(member.id, 'four');
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().error).toBe('invalid_transition');
      const row = await t.db
        .selectFrom('users')
        .select('warnings')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row.warnings).toBe(3);
      expect(await auditOf(member.id)).toHaveLength(3);
    });

    it('a member who is not approved cannot be warned', async () => {
      const member = await t.createMember({ status: 'pending' });
      const answer = await warn(member.id, 'early');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('invalid_transition');
    });

    it('DELETE clears the count and keeps the history, marked cleared', async () => {
      const member = await t.createMember();
      await warn(member.id, 'one');
      await warn(member.id, 'two');
      const cleared = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${member.id}/warnings`,
        headers: bearer(adminToken),
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ warnings: 0, status: 'approved' });
      expect(cleared.json().warningHistory).toHaveLength(2);
      for (const warning of cleared.json().warningHistory) {
        expect(warning.clearedAt).toEqual(expect.any(String));
      }
      // Two more do not block: the count started again.
      await warn(member.id, 'three');
      expect((await warn(member.id, 'four')).json()).toMatchObject({
        warnings: 2,
        status: 'approved',
      });
      const actions = (await auditOf(member.id)).map((row) => row.action);
      expect(actions).toEqual([
        'member.warn',
        'member.warn',
        'member.clear_warnings',
        'member.warn',
        'member.warn',
      ]);
    });

    it('needs a reason of 1 to 500 characters', async () => {
      const member = await t.createMember();
      expect((await warn(member.id, '  ')).json().fields).toEqual({ reason: 'required' });
      expect((await warn(member.id, 'x'.repeat(501))).json().fields).toEqual({
        reason: 'too_long',
      });
      expect((await warn(999999, 'why')).statusCode).toBe(404);
    });
  });
});

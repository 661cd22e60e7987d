import { bearer, createTestApp, type TestApp } from './support/test-app';

describe('GET /api/users/info and /api/messages/unread-count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows a member's profile with the balance from the ledger", async () => {
    const recommender = await t.createMember({ username: 'sponsor01' });
    const member = await t.createMember({ balanceMinor: 123456n, recommenderId: recommender.id });
    await t.db
      .insertInto('user_platforms')
      .values([
        { user_id: member.id, name: 'xpoker', platform_id: 'XP-77' },
        { user_id: member.id, name: 'ggclub', platform_id: 'GG-1' },
      ])
      .execute();
    const token = await t.login(member);
    const answer = await t.app.inject({ url: '/api/users/info', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      username: member.username,
      realName: '',
      phone: '',
      email: '',
      balance: 1234.56,
      held: 0,
      warnings: 0,
      recommender: 'sponsor01',
      referralId: expect.stringMatching(/^[A-Z0-9]{8}$/),
      bankName: null,
      bankAccount: null,
      walletAddress: null,
      pesoAccountType: null,
      pesoAccountNumber: null,
      platforms: [
        { name: 'ggclub', platformId: 'GG-1' },
        { name: 'xpoker', platformId: 'XP-77' },
      ],
      language: 'en',
      role: 'user',
    });
  });

  it('shows an administrator with a null balance and role admin', async () => {
    const admin = await t.createAdmin();
    const token = await t.login(admin);
    const answer = await t.app.inject({ url: '/api/users/info', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      username: admin.username,
      role: 'admin',
      balance: null,
      held: null,
      referralId: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
  });

  it('counts only the unread messages of the member asking', async () => {
    const member = await t.createMember();
    const other = await t.createMember();
    await t.db
      .insertInto('messages')
      .values([
        { user_id: member.id, subject: 'a', content: 'x' },
        { user_id: member.id, subject: 'b', content: 'x' },
        { user_id: member.id, subject: 'c', content: 'x', read_at: new Date() },
        { user_id: other.id, subject: 'd', content: 'x' },
      ])
      .execute();
    const token = await t.login(member);
    const answer = await t.app.inject({
      url: '/api/messages/unread-count',
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ count: 2 });
  });

  it('answers 401 for the unread count without a token and 403 for an administrator', async () => {
    const none = await t.app.inject({ url: '/api/messages/unread-count' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('unauthorized');
    const admin = await t.createAdmin();
    const adminToken = await t.login(admin);
    const asAdmin = await t.app.inject({
      url: '/api/messages/unread-count',
      headers: bearer(adminToken),
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

import { freshIp, loginFrom } from './support/accounts';
import { QuerySpy } from './support/query-spy';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * The statements of POST /users/login, counted (docs/benchmarks.md): on PostgreSQL each is a
 * round trip, and besides the argon2id check they set the login rate. Taking the subjects' locks
 * in one statement, checking and counting in one, and giving the slot back in the session's
 * statement took a successful login from 7 to 4 (taking the slot is a transaction, whose begin
 * and commit the spy does not see); these counts keep them from growing back unnoticed.
 */
describe('the statements of a login', () => {
  const spy = new QuerySpy();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [spy] });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // The now-and-then sweep of old hits would add a statement at random.
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    spy.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  const login = (username: string, password: string, ip: string) =>
    loginFrom(t, username, password, ip);

  it('logs in in 4 statements and gives the slot back', async () => {
    const member = await t.createMember();
    const ip = freshIp();
    spy.clear();
    expect((await login(member.username, member.password, ip)).statusCode).toBe(200);
    // the subjects' locks, the check with the count, the account, the session + the slot back
    expect(spy.statements).toHaveLength(4);
    expect(spy.count(/pg_advisory_xact_lock/)).toBe(1);
    const hits = await t.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('subject', 'in', [`ip:${ip}`, `user:${member.username.toLowerCase()}`])
      .execute();
    expect(hits).toEqual([]);
  });

  it('refuses a wrong password in 3 statements and a try over the limit in 3', async () => {
    const member = await t.createMember();
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      spy.clear();
      expect((await login(member.username, `wrong${i}abc`, ip)).statusCode).toBe(401);
      // the locks, the check with the count, the account
      expect(spy.statements).toHaveLength(3);
    }
    spy.clear();
    expect((await login(member.username, member.password, ip)).statusCode).toBe(429);
    // the locks, the check that counts nothing, the hits read for Retry-After
    expect(spy.statements).toHaveLength(3);
  });
});

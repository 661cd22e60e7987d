import { freshIp, loginFrom } from './support/accounts';
import { QuerySpy } from './support/query-spy';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * The statements of POST /users/login, counted (docs/benchmarks.md): on PostgreSQL each is a
 * round trip, and besides the argon2id check they set the login rate (on PGlite, each is also work
 * on the server's one thread). Taking the subjects' locks and checking and counting in one call
 * (rate_limit_take, no transaction around it) in the statement that reads the account, and giving
 * the slot back in the session's statement took a successful login from 7 statements and a begin
 * and a commit to 2; these counts keep them from growing back unnoticed.
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

  it('logs in in 2 statements and gives the slot back', async () => {
    const member = await t.createMember();
    const ip = freshIp();
    spy.clear();
    expect((await login(member.username, member.password, ip)).statusCode).toBe(200);
    // the slot (the locks, then the check with the count) + the account, the session + the slot back
    expect(spy.statements).toHaveLength(2);
    expect(spy.count(/rate_limit_take/)).toBe(1);
    const hits = await t.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('subject', 'in', [`ip:${ip}`, `user:${member.username.toLowerCase()}`])
      .execute();
    expect(hits).toEqual([]);
  });

  it('counts one hit per subject for an unknown username, in 1 statement', async () => {
    const ip = freshIp();
    const username = `nobody${ip.replace(/\D/g, '')}`;
    expect((await login(username, 'wrong123abc', ip)).statusCode).toBe(401);
    // the slot + the account (none: the left join still gives the one row, so one slot)
    expect(spy.statements).toHaveLength(1);
    const hits = await t.db
      .selectFrom('rate_limit_hits')
      .select('subject')
      .where('subject', 'in', [`ip:${ip}`, `user:${username}`])
      .execute();
    expect(hits.map((hit) => hit.subject).sort()).toEqual([`ip:${ip}`, `user:${username}`]);
  });

  it('refuses a wrong password in 1 statement and a try over the limit in 2', async () => {
    const member = await t.createMember();
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      spy.clear();
      expect((await login(member.username, `wrong${i}abc`, ip)).statusCode).toBe(401);
      // the slot + the account
      expect(spy.statements).toHaveLength(1);
    }
    spy.clear();
    expect((await login(member.username, member.password, ip)).statusCode).toBe(429);
    // the slot that counts nothing + the account, the hits read for Retry-After
    expect(spy.statements).toHaveLength(2);
  });
});

import { bootstrap, ensureAdministrator, generatePassword } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { describeStart } from '../src/start-messages';
import { registerMember } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

describe('first start and secrets at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const administrators = () =>
    t.db
      .selectFrom('users')
      .select(['id', 'username', 'referral_id'])
      .where('role', '=', 'admin')
      .execute();

  it('creates the administrator on the first start only, with a generated password that logs in', async () => {
    const config = loadConfig({});
    const first = await bootstrap(t.db, config);
    expect(first.migrations).toEqual([]); // the test database is already migrated
    expect(first.admin).toEqual({
      created: true,
      username: 'admin',
      userId: expect.any(Number),
      generatedPassword: expect.stringMatching(/^[A-Za-z0-9]{18}$/),
    });
    const second = await bootstrap(t.db, config);
    expect(second.admin).toEqual({ created: false });
    expect(await ensureAdministrator(t.db, { username: 'other', password: 'x' })).toEqual({
      created: false,
    });

    const admins = await administrators();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.referral_id).toMatch(/^[A-Z0-9]{8}$/);
    const password = first.admin.created ? (first.admin.generatedPassword ?? '') : '';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('admin');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.create')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("gives the administrator's referral id, which the first member needs, on every start", async () => {
    const config = loadConfig({});
    const [admin] = await administrators();
    const referralId = admin?.referral_id ?? 'missing';
    const later = await bootstrap(t.db, config);
    expect(later.adminReferral).toEqual({ username: 'admin', referralId });
    const laterLines = describeStart(config, later, 3000);
    expect(laterLines).toContain(
      `Referral id of the administrator admin (for new members): ${referralId}`,
    );
    expect(laterLines.join('\n')).not.toMatch(/Administrator created/);

    // The first start's message, as main prints it, with the login line.
    const first = describeStart(
      config,
      {
        migrations: [],
        admin: {
          created: true,
          username: 'admin',
          userId: Number(admin?.id),
          generatedPassword: 'Abcdefgh2345678xyz',
        },
        adminReferral: { username: 'admin', referralId },
      },
      3000,
    );
    const created = first.findIndex((line) => line.startsWith('Administrator created'));
    expect(created).toBeGreaterThanOrEqual(0);
    expect(first).toContain(
      `The administrator's referral id (new members need one to register): ${referralId}`,
    );
    expect(
      first.indexOf(
        `The administrator's referral id (new members need one to register): ${referralId}`,
      ),
    ).toBeGreaterThan(created);

    // The printed id lets a first member register, with the administrator as recommender.
    const member = await registerMember(t, referralId);
    const recommender = await t.db
      .selectFrom('users as u')
      .innerJoin('users as r', 'r.id', 'u.recommender_id')
      .select('r.username')
      .where('u.id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(recommender.username).toBe('admin');
  });

  it('says where the withdrawal-password pepper lives when MONEY_PASSWORD_PEPPER is not set', async () => {
    const boot = await bootstrap(t.db, loadConfig({}));
    const stored = describeStart(loadConfig({}), boot, 3000).join('\n');
    expect(stored).toMatch(/pepper: generated and stored in the database/);
    expect(stored).toMatch(/production requires MONEY_PASSWORD_PEPPER/);
    const configured = describeStart(
      loadConfig({ MONEY_PASSWORD_PEPPER: 'a-long-random-pepper-value' }),
      boot,
      3000,
    ).join('\n');
    expect(configured).not.toMatch(/pepper/i);
  });

  it('stores no clear-text password or token anywhere', async () => {
    const member = await t.createMember({ password: 'PlainText123' });
    const token = await t.login(member);
    const users = await t.db.selectFrom('users').selectAll().execute();
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);

    // Every text of every table: neither the password nor the token appears.
    const tables = [
      'users',
      'sessions',
      'audit_log',
      'journal_entries',
      'ledger_accounts',
    ] as const;
    for (const table of tables) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text).not.toContain('PlainText123');
      expect(text).not.toContain(token);
    }
  });

  it('generates passwords of letters and digits with at least one of each', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword();
      expect(password).toMatch(/^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9]{18}$/);
    }
  });
});

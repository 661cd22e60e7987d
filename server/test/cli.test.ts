import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  createOrResetAdmin,
  describeAdminOutcome,
  parseCreateAdmin,
} from '../src/cli/create-admin';
import { parseCreateMember, createMember, UsageError } from '../src/cli/create-member';
import { runCli } from '../src/cli/run';
import { lazySecrets } from '../src/security/secrets';
import { balanceOf } from '../src/modules/ledger';
import { emptyDatabaseEnv } from './support/databases';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

describe('the create-member command', () => {
  let t: TestApp;
  // The API's own pepper, as the command line reads it (MONEY_PASSWORD_PEPPER, else the database's).
  const secrets = () => lazySecrets(t.db, t.config.moneyPasswordPepper);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads its arguments: approved by default, the balance exactly in cents', () => {
    const options = parseCreateMember([
      '--username',
      'demo01',
      '--password',
      'demo1234',
      '--balance',
      '1234.56',
    ]);
    expect(options).toMatchObject({
      username: 'demo01',
      status: 'approved',
      balanceMinor: 123456n,
    });
    expect(parseCreateMember(['--username', 'demo02', '--password', 'demo1234']).balanceMinor).toBe(
      0n,
    );
    expect(
      parseCreateMember(['--username', 'demo03', '--password', 'demo1234', '--status', 'pending'])
        .status,
    ).toBe('pending');
  });

  it.each([
    [['--username', 'ab', '--password', 'demo1234']],
    [['--username', 'demo01', '--password', 'short1']],
    [['--username', 'demo01', '--password', 'lettersonly']],
    [['--username', 'demo01', '--password', 'demo1234', '--balance', '1.234']],
    [['--username', 'demo01', '--password', 'demo1234', '--balance', '-5']],
    [['--username', 'demo01', '--password', 'demo1234', '--balance', '1e5']],
    [['--username', 'demo01', '--password', 'demo1234', '--status', 'boss']],
    [['--username', 'demo01', '--password', 'demo1234', '--money-password', '12345']],
    [['--username', 'demo01', '--password', 'demo1234', '--money-password', 'abcdef']],
  ])('refuses %j', (args) => {
    expect(() => parseCreateMember(args)).toThrow(UsageError);
  });

  it('creates a member who can log in, with the balance as a journal entry and an audit row', async () => {
    const [message, moneyPasswordLine] = await createMember(
      t.db,
      parseCreateMember(['--username', 'demo01', '--password', 'demo1234', '--balance', '1234.56']),
      secrets,
    );
    expect(message).toMatch(
      /^Member demo01 created \(id \d+, status approved, referral id [A-Z0-9]{8}, balance 1234\.56 USD\)$/,
    );
    expect(moneyPasswordLine).toMatch(/^No withdrawal password: .*--money-password <6 digits>/);
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'status', 'role'])
      .where('username', '=', 'demo01')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'approved', role: 'user' });
    expect(await balanceOf(t.db, Number(user.id))).toEqual({ available: 123456n, held: 0n });

    const entries = await t.db.selectFrom('journal_entries').select(['kind', 'memo']).execute();
    expect(entries).toEqual([{ kind: 'correction', memo: 'opening balance' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after'])
      .where('action', '=', 'ledger.correction')
      .execute();
    expect(audit).toEqual([
      {
        action: 'ledger.correction',
        target: `user:${user.id}`,
        after: expect.objectContaining({ available: 1234.56 }),
      },
    ]);
    await t.login({ username: 'demo01', password: 'demo1234' });

    await expect(
      createMember(
        t.db,
        parseCreateMember(['--username', 'DEMO01', '--password', 'demo1234']),
        secrets,
      ),
    ).rejects.toThrow(/taken/);
  });

  it('sets a withdrawal password the API accepts: the member can save bank details with it', async () => {
    const lines = await createMember(
      t.db,
      parseCreateMember([
        '--username',
        'demo05',
        '--password',
        'demo1234',
        '--money-password',
        '135790',
      ]),
      secrets,
    );
    expect(lines[1]).toBe('Withdrawal password set.');
    const token = await t.login({ username: 'demo05', password: 'demo1234' });
    const bankInfo = (moneyPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/bank-info',
        headers: bearer(token),
        payload: { moneyPassword, bankName: 'KB Kookmin', bankAccount: '123-45-67890' },
      });
    expect((await bankInfo('135791')).statusCode).toBe(403);
    expect((await bankInfo('135790')).statusCode).toBe(200);
  });

  it('answers usage and exit code 2 for an unknown command or bad arguments', async () => {
    const lines: string[] = [];
    const out = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    expect(await runCli([], {}, out)).toBe(2);
    expect(await runCli(['create-member', '--username', 'x'], {}, out)).toBe(2);
    expect(await runCli(['create-member', '--nonsense'], {}, out)).toBe(2);
    expect(lines.join('\n')).toContain('node server/dist/cli.mjs create-member');
    expect(await runCli(['migrate', 'now'], {}, out)).toBe(2);
    expect(await runCli(['admin:create'], {}, out)).toBe(2);
    expect(lines.join('\n')).toContain('usage: node server/dist/cli.mjs migrate');
    expect(lines.join('\n')).toContain('node server/dist/cli.mjs admin:create --username');
  });
});

describe('the admin:create command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username, password },
      remoteAddress,
    });
  const auditOf = (userId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target', '=', `user:${userId}`)
      .orderBy('id')
      .execute();

  it.each([
    [['--username', 'boss']],
    [['--username', 'boss one1']],
    [['--username', 'boss01', '--password', 'short1']],
    [['--username', 'boss01', '--password', 'lettersonly']],
    [['--username', 'boss01', '--password', 'with space 1']],
    [['--username', 'boss01', '--role', 'admin']],
  ])('refuses %j by the account rules', (args) => {
    expect(() => parseCreateAdmin(args)).toThrow(UsageError);
  });

  it('creates an administrator with a generated password, shown once, that logs in', async () => {
    const outcome = await createOrResetAdmin(t.db, parseCreateAdmin(['--username', 'boss01']));
    expect(outcome).toMatchObject({ action: 'created', username: 'boss01' });
    const password = outcome.generatedPassword ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{18}$/);
    expect(describeAdminOutcome(outcome)).toEqual([
      expect.stringMatching(/^Administrator boss01 created \(id \d+, referral id [A-Z0-9]{8}\)\.$/),
      `Password: ${password}`,
      'It is shown only this once: hand it over safely.',
    ]);
    const answer = await login('boss01', password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().role).toBe('admin');
    expect(await auditOf(outcome.userId)).toEqual([{ action: 'admin.create', actor_id: null }]);
  });

  it('resets a locked-out administrator: the old password and sessions end, the new one logs in at once', async () => {
    const admin = await t.createAdmin({ username: 'boss02', password: 'OldPass2026' });
    const token = await t.login(admin);
    // Someone elsewhere guesses until the account is locked for everyone.
    for (let i = 0; i < 10; i += 1) await login('boss02', `Wrong${i}pass`, '203.0.113.9');
    expect((await login('boss02', 'OldPass2026')).statusCode).toBe(429);

    const outcome = await createOrResetAdmin(
      t.db,
      parseCreateAdmin(['--username', 'BOSS02', '--password', 'NewPass2026']),
    );
    expect(outcome).toMatchObject({ action: 'reset', username: 'boss02', generatedPassword: null });
    // A password the operator chose is not printed back.
    expect(describeAdminOutcome(outcome).join('\n')).not.toContain('NewPass2026');

    const info = await t.app.inject({ url: '/api/users/info', headers: bearer(token) });
    expect(info.statusCode).toBe(401);
    expect((await login('boss02', 'OldPass2026')).statusCode).toBe(401);
    expect((await login('boss02', 'NewPass2026')).statusCode).toBe(200);
    expect(await auditOf(admin.id)).toEqual([{ action: 'admin.password_reset', actor_id: null }]);
  });

  it("refuses a member's username: a member never becomes an administrator", async () => {
    const member = await t.createMember({ username: 'member77', password: 'Member2026' });
    await expect(
      createOrResetAdmin(t.db, parseCreateAdmin(['--username', 'member77'])),
    ).rejects.toThrow(/belongs to a member/);
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    expect((await login('member77', 'Member2026')).statusCode).toBe(200);
  });
});

/*
 * The commands as an operator runs them (`node server/dist/cli.mjs …`, here from the source) on a
 * new, empty database: admin:create waits for the schema, migrate makes it once, and a second
 * migrate has nothing to do.
 */
describe('migrate and admin:create on an empty database', () => {
  const run = (args: string[], env: Record<string, string>) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    if (!env.MONEY_PASSWORD_PEPPER) delete childEnv.MONEY_PASSWORD_PEPPER;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', ...args], {
      cwd: path.resolve(__dirname, '../..'),
      env: childEnv,
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('creates a member in production without the pepper, and asks for it only with a withdrawal password', async () => {
    const empty = await emptyDatabaseEnv();
    try {
      // Run without a pepper (the suite's environment sets none).
      const production: Record<string, string> = { ...empty.env, NODE_ENV: 'production' };
      const plain = run(
        ['create-member', '--username', 'prod01', '--password', 'prod1234'],
        production,
      );
      expect(plain.stderr).toBe('');
      expect(plain.status).toBe(0);
      const withMoneyPassword = [
        'create-member',
        '--username',
        'prod02',
        '--password',
        'prod1234',
        '--money-password',
        '135790',
      ];
      const withPassword = run(withMoneyPassword, production);
      expect(withPassword.status).toBe(2);
      expect(withPassword.stderr).toMatch(/MONEY_PASSWORD_PEPPER is required in production/);
      // Nothing was written for the refused one.
      const again = run(withMoneyPassword, {
        ...production,
        MONEY_PASSWORD_PEPPER: 'cli-test-pepper-0123456789',
      });
      expect(again.stderr).toBe('');
      expect(again.stdout).toMatch(/Withdrawal password set\./);
    } finally {
      await empty.remove();
    }
  });

  it('migrates once, then creates the administrator', async () => {
    const empty = await emptyDatabaseEnv();
    try {
      const early = run(['admin:create', '--username', 'first01'], empty.env);
      expect(early.status).toBe(1);
      expect(early.stderr).toMatch(
        /lacks \d+ migration\(s\); run `node server\/dist\/cli\.mjs migrate`/,
      );

      const first = run(['migrate'], empty.env);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/^Database migrated: 0001_foundation, 0002_accounts, /);
      const again = run(['migrate'], empty.env);
      expect(again.status).toBe(0);
      expect(again.stdout.trim()).toBe('The database is up to date: no migration to apply.');

      const created = run(['admin:create', '--username', 'first01'], empty.env);
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(
        /^Administrator first01 created .*\nPassword: [A-Za-z0-9]{18}\n/,
      );
    } finally {
      await empty.remove();
    }
  });
});

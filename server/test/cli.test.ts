import { parseCreateMember, createMember, UsageError } from '../src/cli/create-member';
import { runCli } from '../src/cli/run';
import { balanceOf } from '../src/modules/ledger';
import { createTestApp, type TestApp } from './support/test-app';

describe('the create-member command', () => {
  let t: TestApp;
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
  ])('refuses %j', (args) => {
    expect(() => parseCreateMember(args)).toThrow(UsageError);
  });

  it('creates a member who can log in, with the balance as a journal entry and an audit row', async () => {
    const message = await createMember(
      t.db,
      parseCreateMember(['--username', 'demo01', '--password', 'demo1234', '--balance', '1234.56']),
    );
    expect(message).toMatch(
      /^Member demo01 created \(id \d+, status approved, referral id [A-Z0-9]{8}, balance 1234\.56 USD\)$/,
    );
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
      createMember(t.db, parseCreateMember(['--username', 'DEMO01', '--password', 'demo1234'])),
    ).rejects.toThrow(/taken/);
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
    expect(lines.join('\n')).toContain('usage: node server/dist/cli.mjs create-member');
  });
});

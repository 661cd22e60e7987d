import { sql } from 'kysely';
import { freshIp, referralIdOf, register, registrationBody } from './support/accounts';
import { codeIn, resetLinkIn } from './support/mail-sink';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('the database at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Every row of every table of ours, as JSON text. */
  async function everyRowAsText(): Promise<string[]> {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
    const rows: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const result = await sql<{ row: string }>`
        select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(t.db);
      rows.push(...result.rows.map((r) => `${table}: ${r.row}`));
    }
    return rows;
  }

  it('holds no password, withdrawal password, email code or token in clear text', async () => {
    const sponsor = await t.createMember({ username: 'atrestsponsor' });
    const body = registrationBody(await referralIdOf(t, sponsor.id), {
      username: 'AtRest01',
      password: 'Plain4Text9Pw',
      passwordConfirm: 'Plain4Text9Pw',
      moneyPassword: '738291',
      email: 'at.rest@example.test',
    });
    const email = body.email;
    const secrets: string[] = [body.password, body.moneyPassword];

    await t.app.inject({
      method: 'POST',
      url: '/api/users/email-code',
      payload: { email },
      remoteAddress: freshIp(),
    });
    const code = codeIn(await t.mail.waitForMail(email));
    secrets.push(code);
    // Asked for again and left unanswered: this code stays in the table, as a hash.
    await t.app.inject({
      method: 'POST',
      url: '/api/users/email-code',
      payload: { email: 'pending.code@example.test' },
      remoteAddress: freshIp(),
    });
    secrets.push(codeIn(await t.mail.waitForMail('pending.code@example.test')));
    await t.app.inject({
      method: 'POST',
      url: '/api/users/email-code/verify',
      payload: { email, code },
    });
    expect((await register(t, body)).statusCode).toBe(201);

    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'AtRest01')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ status: 'approved' })
      .where('id', '=', member.id)
      .execute();
    const token = await t.login({ username: 'AtRest01', password: body.password });
    secrets.push(token);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/money-password',
      headers: bearer(token),
      payload: { currentMoneyPassword: body.moneyPassword, newMoneyPassword: '591046' },
    });
    expect(changed.statusCode).toBe(204);
    secrets.push('591046');

    // A used reset link and an unused one.
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { username: 'AtRest01', email },
        remoteAddress: freshIp(),
      });
    await forgot();
    const used = resetLinkIn(await t.mail.waitForMail(email)).token;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: used, password: 'Reset4Plain7', passwordConfirm: 'Reset4Plain7' },
    });
    expect(reset.statusCode).toBe(204);
    await forgot();
    const unused = resetLinkIn(await t.mail.waitForMail(email)).token;
    secrets.push(used, unused, 'Reset4Plain7');

    const rows = await everyRowAsText();
    expect(rows.some((row) => row.startsWith('users:') && row.includes('AtRest01'))).toBe(true);
    expect(rows.some((row) => row.startsWith('email_codes:'))).toBe(true);
    expect(rows.some((row) => row.startsWith('password_reset_tokens:'))).toBe(true);
    for (const secret of secrets) {
      const holders = rows.filter((row) => row.includes(secret));
      expect({ secret, holders }).toEqual({ secret, holders: [] });
    }
  });
});

import { sql } from 'kysely';
import { calls, created, moneyMember, seedDepositAddresses } from './money-fixtures';
import { QuerySpy } from './support/query-spy';
import { exampleOf, type JsonSchema } from './support/schema-arbitrary';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * An id in a path is plain decimal digits. A loose number parser read `0x10` as 16 and ` 1` as 1,
 * so /admin/users/0x10 acted on member 16. Every other spelling names nothing: 404, and nothing
 * changes.
 */
describe('ids in paths', () => {
  const spy = new QuerySpy();
  let t: TestApp;
  let adminToken: string;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp({ plugins: [spy] });
    adminToken = await t.login(await t.createAdmin());
    // Enough members that 16 and 1 and 100 are real ids.
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push((await t.createMember({ status: 'pending' })).id);
    memberId = ids[0] ?? 0;
    expect(ids).toContain(16);
  });
  afterAll(() => t.close());

  const hexOf = (id: number) => `0x${id.toString(16)}`;

  it.each([
    ['hexadecimal', (id: number) => hexOf(id)],
    ['a leading space', (id: number) => `%20${id}`],
    ['a leading plus', (id: number) => `%2B${id}`],
    ['a leading zero', (id: number) => `0${id}`],
    ['an exponent', (id: number) => (id === 1 ? '1e0' : `${id / 10}e1`)],
    ['a decimal point', (id: number) => `${id}.0`],
    ['a trailing space', (id: number) => `${id}%20`],
  ])('%s names no member: 404 and nothing changes', async (_how, spell) => {
    const target = 16;
    const read = await t.app.inject({
      url: `/api/admin/users/${spell(target)}`,
      headers: bearer(adminToken),
    });
    expect(read.statusCode).toBe(404);
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${spell(target)}`,
      headers: bearer(adminToken),
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('plain digits still name the member', async () => {
    const read = await t.app.inject({
      url: `/api/admin/users/${memberId}`,
      headers: bearer(adminToken),
    });
    expect(read.statusCode).toBe(200);
  });

  /** A digest of every table's rows: any insert, update or delete changes it. */
  async function contents(): Promise<Record<string, string>> {
    const { rows } = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(t.db);
    const digests = rows
      .map(({ tablename: name }) => name)
      .filter((name) => /^[a-z0-9_]+$/.test(name))
      .map(
        (name) =>
          `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from "${name}" x) as "${name}"`,
      );
    const result = await sql
      .raw<Record<string, string>>(`select ${digests.join(', ')}`)
      .execute(t.db);
    return result.rows[0] ?? {};
  }

  it('every route with an id, from the route table: odd spellings are 404, no handler runs, no row changes', async () => {
    // Records at id 1 that a loose reading of `01`, `+1`, `%201` or `1.0` would act on.
    await seedDepositAddresses(t);
    const member = await moneyMember(t);
    const request = created(
      await calls(t, adminToken).send(member.token, '/wallet/charges', {
        currency: 'USD',
        amount: 100,
      }),
    );
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/users/inquiries',
      headers: bearer(member.token),
      payload: { category: 'etc', title: 'Mine', content: '' },
    });
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: bearer(adminToken),
      payload: { recipients: [member.account.username], subject: 'Hi', content: '<p>Hi</p>' },
    });
    expect([request.id, inquiry.statusCode, message.statusCode]).toEqual([1, 201, 201]);

    // A well-formed body from each route's own schema, so a loose id would reach the handler.
    const served = await t.app.inject({ url: '/api/openapi.json' });
    expect(served.statusCode).toBe(200);
    const doc = served.json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
      >;
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    const resolve = (ref: string) =>
      doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {};
    const bodyOf = (method: string, url: string) => {
      const schema =
        doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody?.content?.[
          'application/json'
        ]?.schema;
      return schema ? exampleOf(schema, resolve) : undefined;
    };

    const routes = t.app.declaredRoutes.filter((route) => /(:id|\{id\})(\/|$)/.test(route.url));
    // Members, requests, messages, inquiries, notices and the back office's records all have one.
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.map((route) => route.role)).toEqual(
      expect.arrayContaining(['public', 'user', 'admin']),
    );
    const tokenOf = (role: string) =>
      role === 'admin' ? adminToken : role === 'public' ? null : member.token;

    const before = await contents();
    const wrong: string[] = [];
    for (const route of routes) {
      const token = tokenOf(route.role);
      const body = bodyOf(route.method, route.url);
      const send = (id: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:id|\{id\}/g, id),
          headers: token ? bearer(token) : {},
          ...(body === undefined ? {} : { payload: body as object }),
        });
      // What a call that names nothing runs: the guard's own statements, no handler's.
      spy.clear();
      const none = await send('abc');
      const guardOnly = [...spy.statements];
      if (none.statusCode !== 404) {
        wrong.push(`${route.method} ${route.url} abc: ${none.statusCode}`);
      }
      for (const spelling of ['0x10', '%201', '+1', '01', '1e2', '1.0']) {
        spy.clear();
        const answer = await send(spelling);
        const ran = spy.statements.filter((statement) => !guardOnly.includes(statement));
        if (answer.statusCode !== 404 || ran.length > 0) {
          wrong.push(
            `${route.method} ${route.url} ${spelling}: ${answer.statusCode} ${ran.join('; ').slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await contents()).toEqual(before);
  });
});

import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/*
 * An id in a path is plain decimal digits. A loose number parser read `0x10` as 16 and ` 1` as 1,
 * so /admin/users/0x10 acted on member 16. Every other spelling names nothing: 404, and nothing
 * changes.
 */
describe('ids in paths', () => {
  let t: TestApp;
  let adminToken: string;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp();
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
});

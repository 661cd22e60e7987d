import { noticeSchema, type Notice, type NoticeBody } from '@wallet/shared/domain';
import { auditRowsOf } from './support/audit';
import { adminAndMember, bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// docs/communication.md "Notices": administrators write them, everyone reads them, pinned first.
describe('notices', () => {
  let t: TestApp;
  let adminId: number;
  let adminToken: string;
  let memberToken: string;
  let clock = new Date('2030-07-01T00:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    ({ adminId, adminToken, memberToken } = await adminAndMember(t));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('notices').execute();
  });

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = adminToken,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const create = async (body: NoticeBody) => {
    tick();
    const answer = await write('POST', '/admin/notices', body);
    if (answer.statusCode !== 201) throw new Error(`create answered ${answer.body}`);
    return answer.json<Notice>();
  };
  const read = (url: string, token?: string) =>
    t.app.inject({ url: `/api${url}`, ...(token ? { headers: bearer(token) } : {}) });

  it('creates, reads, changes and deletes a notice, each audited with before and after', async () => {
    const answer = await write('POST', '/admin/notices', {
      title: '  Maintenance ',
      content: '<p>Sunday <b>02:00</b></p>',
    });
    expect(answer.statusCode).toBe(201);
    const notice = answer.json<Notice>();
    expect(noticeSchema.parse(notice)).toEqual(notice);
    expect(notice).toEqual({
      id: expect.any(Number),
      title: 'Maintenance',
      content: '<p>Sunday <b>02:00</b></p>',
      pinned: false,
      created_at: clock.toISOString(),
      updated_at: clock.toISOString(),
    });
    expect((await read(`/notices/${notice.id}`)).json()).toEqual(notice);
    expect((await read(`/admin/notices/${notice.id}`, adminToken)).json()).toEqual(notice);

    const created = clock.toISOString();
    tick();
    const changed = await write('PUT', `/admin/notices/${notice.id}`, {
      title: 'Maintenance moved',
      content: '<p>Monday</p>',
      pinned: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: notice.id,
      title: 'Maintenance moved',
      content: '<p>Monday</p>',
      pinned: true,
      created_at: created,
      updated_at: clock.toISOString(),
    });

    const removed = await write('DELETE', `/admin/notices/${notice.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await read(`/notices/${notice.id}`)).statusCode).toBe(404);

    expect(await auditRowsOf(t, `notice:${notice.id}`)).toEqual([
      {
        actor_id: String(adminId),
        action: 'notice.create',
        before: null,
        after: { title: 'Maintenance', content: '<p>Sunday <b>02:00</b></p>', pinned: false },
      },
      {
        actor_id: String(adminId),
        action: 'notice.update',
        before: { title: 'Maintenance', content: '<p>Sunday <b>02:00</b></p>', pinned: false },
        after: { title: 'Maintenance moved', content: '<p>Monday</p>', pinned: true },
      },
      {
        actor_id: String(adminId),
        action: 'notice.delete',
        before: { title: 'Maintenance moved', content: '<p>Monday</p>', pinned: true },
        after: null,
      },
    ]);
  });

  it('answers 404 for a notice that is not there, and changes nothing', async () => {
    const body = { title: 'x', content: 'y' };
    for (const [method, url] of [
      ['PUT', '/admin/notices/999999'],
      ['DELETE', '/admin/notices/999999'],
    ] as const) {
      const answer = await write(method, url, method === 'PUT' ? body : undefined);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('not_found');
    }
    for (const [url, token] of [
      ['/notices/999999', undefined],
      ['/admin/notices/999999', adminToken],
    ] as const) {
      const answer = await read(url, token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('not_found');
    }
    expect((await read('/notices/abc')).statusCode).toBe(404);
    expect(await auditRowsOf(t, 'notice:999999')).toEqual([]);
  });

  it('lists pinned first, then newest, a page at a time, to anyone', async () => {
    const old = await create({ title: 'old', content: 'a' });
    const pinnedOld = await create({ title: 'pinned old', content: 'b', pinned: true });
    const recent = await create({ title: 'recent', content: 'c' });
    const pinnedNew = await create({ title: 'pinned new', content: 'd', pinned: true });
    const order = [pinnedNew, pinnedOld, recent, old].map((notice) => notice.title);

    const everyone = await read('/notices');
    expect(everyone.statusCode).toBe(200);
    expect(everyone.headers['x-total-count']).toBe('4');
    expect(everyone.json<Notice[]>().map((notice) => notice.title)).toEqual(order);
    const page = await read('/notices?limit=2&offset=1', memberToken);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json<Notice[]>().map((notice) => notice.title)).toEqual(order.slice(1, 3));
    const admin = await read('/admin/notices?limit=3', adminToken);
    expect(admin.headers['x-total-count']).toBe('4');
    expect(admin.json<Notice[]>().map((notice) => notice.title)).toEqual(order.slice(0, 3));
    expect((await read('/notices?limit=201')).statusCode).toBe(422);
  });

  it('refuses bad bodies with 422 naming the field, never 500, and stores nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ content: 'x' }, { title: 'required' }],
      [{ title: 'x'.repeat(201), content: 'x' }, { title: 'too_long' }],
      [{ title: 'a\u0000b', content: 'x' }, { title: 'invalid' }],
      [{ title: 'x', content: 'a\u0000b' }, { content: 'invalid' }],
      [{ title: 'x', content: '<script>x</script>' }, { content: 'invalid' }],
      [{ title: 'x', content: 'y', pinned: 'yes' }, { pinned: 'invalid' }],
      [{ title: 'x', content: 'y', author: 'me' }, { author: 'unknown' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await write('POST', '/admin/notices', body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 422 });
      expect(answer.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    const kept = await create({ title: 'kept', content: '<p>kept</p>' });
    const emptied = await write('PUT', `/admin/notices/${kept.id}`, {
      title: 'x',
      content: '<script>x</script>',
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().fields).toEqual({ content: 'invalid' });
    expect((await read(`/notices/${kept.id}`)).json()).toEqual(kept);
    expect((await read('/notices')).headers['x-total-count']).toBe('1');
  });

  it('is written by administrators only', async () => {
    const body = { title: 'x', content: 'y' };
    expect((await write('POST', '/admin/notices', body, memberToken)).statusCode).toBe(403);
    expect((await read('/admin/notices', memberToken)).statusCode).toBe(403);
    expect((await read('/admin/notices')).statusCode).toBe(401);
  });
});

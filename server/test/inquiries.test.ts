import { inquirySchema, type Inquiry, type InquiryBody } from '@wallet/shared/domain';
import { sql } from 'kysely';
import { auditRowsOf } from './support/audit';
import { bearer, createTestApp, type TestAccount, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// docs/communication.md "One-to-one inquiries": one pending per member, answered once.
describe('inquiries', () => {
  let t: TestApp;
  let admin: TestAccount;
  let adminToken: string;
  let clock = new Date('2030-08-01T01:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = await t.createAdmin();
    adminToken = await t.login(admin);
  });
  afterAll(() => t.close());

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const member = async () => {
    const account = await t.createMember();
    return { ...account, token: await t.login(account) };
  };
  const ask = (token: string, body: InquiryBody | Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/inquiries',
      headers: bearer(token),
      payload: body,
    });
  const answer = (id: number, body: Record<string, unknown>, token = adminToken) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${id}/answer`,
      headers: bearer(token),
      payload: body,
    });
  const get = (url: string, token: string) =>
    t.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const question = (title = 'Where is my deposit?'): InquiryBody => ({
    category: 'money',
    title,
    content: '<p>I sent it <b>yesterday</b></p>',
  });
  const inquiriesOf = async (userId: number) =>
    Number(
      (
        await t.db
          .selectFrom('inquiries')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes an inquiry, refuses a second while it is pending, then takes one once answered', async () => {
    const asker = await member();
    tick();
    const first = await ask(asker.token, question());
    expect(first.statusCode).toBe(201);
    const inquiry = first.json<Inquiry>();
    expect(inquirySchema.parse(inquiry)).toEqual(inquiry);
    expect(inquiry).toEqual({
      id: expect.any(Number),
      username: asker.username,
      category: 'money',
      title: 'Where is my deposit?',
      content: '<p>I sent it <b>yesterday</b></p>',
      status: 'pending',
      created_at: clock.toISOString(),
      answer: null,
      answered_at: null,
    });

    const second = await ask(asker.token, question('Again'));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('pending_exists');
    expect(await inquiriesOf(asker.id)).toBe(1);

    expect((await answer(inquiry.id, { answer: 'It arrived.' })).statusCode).toBe(200);
    tick();
    expect((await ask(asker.token, { category: 'etc', title: 'Thanks' })).statusCode).toBe(201);
    expect(await inquiriesOf(asker.id)).toBe(2);
  });

  it('lets one of 10 parallel posts through: the database decides', async () => {
    const asker = await member();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => ask(asker.token, question(`Parallel ${n}`))),
    );
    const codes = answers.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const reply of answers.filter((r) => r.statusCode === 409)) {
      expect(reply.json().error).toBe('pending_exists');
    }
    expect(await inquiriesOf(asker.id)).toBe(1);
  });

  it('answers once: the administrator comes from the token, admin_id is ignored; a second is 409', async () => {
    const asker = await member();
    const other = await t.createAdmin();
    const otherToken = await t.login(other);
    const inquiry = (await ask(asker.token, question())).json<Inquiry>();
    tick();
    const reply = await answer(
      inquiry.id,
      { admin_id: 1, answer: '<p>Found it</p><script>alert(1)</script>' },
      otherToken,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      ...inquiry,
      status: 'answered',
      answer: '<p>Found it</p>',
      answered_at: clock.toISOString(),
    });
    const stored = await t.db
      .selectFrom('inquiries')
      .select(['answered_by', 'answer'])
      .where('id', '=', inquiry.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ answered_by: String(other.id), answer: '<p>Found it</p>' });
    expect(await auditRowsOf(t, `inquiry:${inquiry.id}`)).toEqual([
      {
        actor_id: String(other.id),
        action: 'inquiry.answer',
        before: { status: 'pending', answer: null },
        after: { status: 'answered', answer: '<p>Found it</p>' },
      },
    ]);

    const again = await answer(inquiry.id, { answer: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_answered');
    expect((await get(`/users/inquiries/${inquiry.id}`, asker.token)).json().answer).toBe(
      '<p>Found it</p>',
    );
    const missing = await answer(999_999, { answer: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });

  it('shows a member only their own inquiries, newest first, paged', async () => {
    const owner = await member();
    const stranger = await member();
    const ids: number[] = [];
    for (const title of ['first', 'second', 'third']) {
      tick();
      const created = (await ask(owner.token, question(title))).json<Inquiry>();
      ids.push(created.id);
      expect((await answer(created.id, { answer: 'ok' })).statusCode).toBe(200);
    }
    const page = await get('/users/inquiries?limit=2&offset=1', owner.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<Inquiry[]>().map((inquiry) => inquiry.title)).toEqual(['second', 'first']);
    const mine = await get(`/users/inquiries/${ids[0]}`, owner.token);
    expect(mine.json()).toMatchObject({ id: ids[0], title: 'first', status: 'answered' });

    const foreign = await get(`/users/inquiries/${ids[0]}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
    const theirs = await get('/users/inquiries', stranger.token);
    expect(theirs.headers['x-total-count']).toBe('0');
    expect(theirs.json()).toEqual([]);
  });

  it('lets administrators filter by status, page, and read one', async () => {
    await t.db.deleteFrom('inquiries').execute();
    const [a, b, c] = [await member(), await member(), await member()];
    const made: Inquiry[] = [];
    for (const asker of [a, b, c]) {
      tick();
      made.push((await ask(asker.token, question(asker.username))).json<Inquiry>());
    }
    expect((await answer(made[1]?.id ?? 0, { answer: 'done' })).statusCode).toBe(200);
    const titles = async (query: string) => {
      const list = await get(`/admin/inquiries${query}`, adminToken);
      expect(list.statusCode).toBe(200);
      return {
        total: list.headers['x-total-count'],
        titles: list.json<Inquiry[]>().map((inquiry) => inquiry.title),
      };
    };
    expect(await titles('')).toEqual({ total: '3', titles: [c.username, b.username, a.username] });
    expect(await titles('?status=')).toEqual({
      total: '3',
      titles: [c.username, b.username, a.username],
    });
    expect(await titles('?status=pending')).toEqual({
      total: '2',
      titles: [c.username, a.username],
    });
    expect(await titles('?status=answered')).toEqual({ total: '1', titles: [b.username] });
    expect(await titles('?status=pending&limit=1&offset=1')).toEqual({
      total: '2',
      titles: [a.username],
    });
    const bad = await get('/admin/inquiries?status=closed', adminToken);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ status: 'invalid' });

    const one = await get(`/admin/inquiries/${made[0]?.id}`, adminToken);
    expect(one.json()).toEqual(made[0]);
    expect((await get('/admin/inquiries/999999', adminToken)).statusCode).toBe(404);
    expect((await get('/admin/inquiries', a.token)).statusCode).toBe(403);
    expect((await answer(made[0]?.id ?? 0, { answer: 'x' }, a.token)).statusCode).toBe(403);
  });

  it('answers 422 naming each field, never 500, and stores nothing', async () => {
    const asker = await member();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: 'x' }, { category: 'required' }],
      [{ category: '', title: 'x' }, { category: 'required' }],
      [{ category: 'refund', title: 'x' }, { category: 'invalid' }],
      [{ category: 'money' }, { title: 'required' }],
      [{ category: 'money', title: '   ' }, { title: 'required' }],
      [{ category: 'money', title: 'x'.repeat(201) }, { title: 'too_long' }],
      [{ category: 'money', title: 'a\u0000b' }, { title: 'invalid' }],
      [{ category: 'money', title: 'x', content: 'a\u0000b' }, { content: 'invalid' }],
      // Content may be empty, but content that sanitises to nothing is refused.
      [{ category: 'money', title: 'x', content: '<script>x</script>' }, { content: 'invalid' }],
      [{ category: 'money', title: 'x', status: 'answered' }, { status: 'unknown' }],
    ];
    for (const [body, fields] of cases) {
      const reply = await ask(asker.token, body);
      expect({ body, status: reply.statusCode }).toEqual({ body, status: 422 });
      expect(reply.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    expect(await inquiriesOf(asker.id)).toBe(0);

    const empty = await ask(asker.token, { category: 'download', title: 'No content' });
    expect(empty.statusCode).toBe(201);
    const id = empty.json<Inquiry>().id;
    expect(empty.json().content).toBe('');
    const answers: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { answer: 'required' }],
      [{ answer: '<script>x</script>' }, { answer: 'invalid' }],
      [{ answer: 'a\u0000b' }, { answer: 'invalid' }],
      [{ answer: 'ok', admin_id: 'me' }, { admin_id: 'invalid' }],
    ];
    for (const [body, fields] of answers) {
      const reply = await answer(id, body);
      expect({ body, status: reply.statusCode }).toEqual({ body, status: 422 });
      expect(reply.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    expect((await get(`/users/inquiries/${id}`, asker.token)).json().status).toBe('pending');
  });

  it('answers 503 create_failed when the database cannot store it, and stores nothing', async () => {
    const asker = await member();
    // This file's own database: a trigger that fails every insert, as a full disk would.
    await sql`create function refuse_inquiry() returns trigger language plpgsql as $$
      begin raise exception 'no space left' using errcode = 'disk_full'; end $$`.execute(t.db);
    await sql`create trigger inquiries_refuse before insert on inquiries
      for each row execute function refuse_inquiry()`.execute(t.db);
    try {
      const reply = await ask(asker.token, question());
      expect(reply.statusCode).toBe(503);
      expect(reply.json().error).toBe('create_failed');
    } finally {
      await sql`drop trigger inquiries_refuse on inquiries`.execute(t.db);
      await sql`drop function refuse_inquiry()`.execute(t.db);
    }
    expect(await inquiriesOf(asker.id)).toBe(0);
    expect((await ask(asker.token, question())).statusCode).toBe(201);
  });

  it('takes inquiries during the support break (11:00–15:00 KST): only the answers wait', async () => {
    // 11:00, 12:30 and 14:59 in Seoul, on a later day than the clock above has reached.
    for (const at of ['2030-08-09T02:00:00Z', '2030-08-09T03:30:00Z', '2030-08-09T05:59:00Z']) {
      clock = new Date(at);
      const asker = await member();
      const reply = await ask(asker.token, question(`Asked at ${at}`));
      expect({ at, status: reply.statusCode }).toEqual({ at, status: 201 });
      expect(reply.json<Inquiry>()).toMatchObject({
        status: 'pending',
        created_at: clock.toISOString(),
      });
    }
  });
});

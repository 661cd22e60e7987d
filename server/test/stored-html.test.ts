import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const ATTACK =
  '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)>' +
  '<img src="https://tracker.example/p.gif"><img src="//cdn.example/x.png">';
const EMPTIED = '<script>x</script>';

/** Stored HTML that can never run anything. */
function expectHarmless(html: string | null | undefined): void {
  expect(html).toEqual(expect.stringContaining('<p>ok</p>'));
  expect(html).not.toMatch(/<script|onerror|javascript:|tracker\.example|cdn\.example/i);
}

function expectRefused(answer: LightMyRequestResponse, field: string): void {
  expect({ field, status: answer.statusCode }).toEqual({ field, status: 422 });
  expect(answer.json()).toMatchObject({
    error: 'validation_failed',
    fields: { [field]: 'invalid' },
  });
}

// docs/communication.md "Stored content is HTML, and no script from it ever runs".
describe('a script in any content field never comes back', () => {
  let t: TestApp;
  let adminToken: string;
  let member: { username: string; token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login(await t.createAdmin());
    const account = await t.createMember();
    member = { ...account, token: await t.login(account) };
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    token: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    call(method, url, adminToken, payload);

  it('message content', async () => {
    const sent = await admin('POST', '/admin/messages', {
      recipients: [member.username],
      subject: 'Hi',
      content: ATTACK,
    });
    expect(sent.statusCode).toBe(201);
    expectHarmless(sent.json().content);
    const [row] = (await call('GET', '/messages', member.token)).json<{ id: number }[]>();
    expectHarmless((await call('GET', `/messages/${row?.id}`, member.token)).json().content);
    expectHarmless((await admin('GET', '/admin/messages/sent')).json()[0].content);
    expectRefused(
      await admin('POST', '/admin/messages', {
        recipients: [member.username],
        subject: 'Hi',
        content: EMPTIED,
      }),
      'content',
    );
  });

  it('notice content', async () => {
    const created = await admin('POST', '/admin/notices', { title: 'Hi', content: ATTACK });
    expect(created.statusCode).toBe(201);
    expectHarmless(created.json().content);
    expectHarmless(
      (await t.app.inject({ url: `/api/notices/${created.json().id}` })).json().content,
    );
    const changed = await admin('PUT', `/admin/notices/${created.json().id}`, {
      title: 'Hi',
      content: `${ATTACK}<a href="javascript:alert(3)">x</a>`,
    });
    expectHarmless(changed.json().content);
    expectRefused(
      await admin('POST', '/admin/notices', { title: 'Hi', content: EMPTIED }),
      'content',
    );
  });

  it('inquiry content and answer', async () => {
    const asked = await call('POST', '/users/inquiries', member.token, {
      category: 'etc',
      title: 'Hi',
      content: ATTACK,
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id;
    expectHarmless(asked.json().content);
    expectRefused(
      await admin('PATCH', `/admin/inquiries/${id}/answer`, { answer: EMPTIED }),
      'answer',
    );
    const answered = await admin('PATCH', `/admin/inquiries/${id}/answer`, { answer: ATTACK });
    expect(answered.statusCode).toBe(200);
    expectHarmless(answered.json().answer);
    const read = (await call('GET', `/users/inquiries/${id}`, member.token)).json();
    expectHarmless(read.content);
    expectHarmless(read.answer);
    expectHarmless((await admin('GET', `/admin/inquiries/${id}`)).json().answer);
    // Content may be empty, but content that sanitises to nothing is refused.
    expectRefused(
      await call('POST', '/users/inquiries', member.token, {
        category: 'etc',
        title: 'Hi',
        content: EMPTIED,
      }),
      'content',
    );
  });

  it('template content', async () => {
    const templates = (await admin('GET', '/admin/message-templates')).json<
      { template_key: string; label: string; content: string }[]
    >();
    const withContent = (content: string) =>
      templates.map((template) =>
        template.template_key === 'request_completed' ? { ...template, content } : template,
      );
    const index = templates.findIndex((template) => template.template_key === 'request_completed');
    const saved = await admin('POST', '/admin/message-templates', withContent(ATTACK));
    expect(saved.statusCode).toBe(200);
    expectHarmless(
      saved.json().find((x: { template_key: string }) => x.template_key === 'request_completed')
        .content,
    );
    const stored = await t.db
      .selectFrom('message_templates')
      .select('content')
      .where('template_key', '=', 'request_completed')
      .executeTakeFirstOrThrow();
    expectHarmless(stored.content);

    // A template the allow-list empties is refused on its field; none of the list is stored.
    const edited = withContent(EMPTIED).map((template) =>
      template.template_key === 'recharge_request' ? { ...template, label: 'Changed' } : template,
    );
    expectRefused(await admin('POST', '/admin/message-templates', edited), `${index}.content`);
    const after = await t.db
      .selectFrom('message_templates')
      .select(['template_key', 'label', 'content'])
      .execute();
    expect(after.find((x) => x.template_key === 'request_completed')?.content).toBe(stored.content);
    expect(after.find((x) => x.template_key === 'recharge_request')?.label).not.toBe('Changed');
  });

  it('event content', async () => {
    const created = await admin('POST', '/admin/events', {
      title: 'Hi',
      content: ATTACK,
      type: 'popup',
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2100-01-01T00:00:00Z',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    expectHarmless(created.json().content);
    const live = (await t.app.inject({ url: '/api/events/active' })).json<{ content: string }[]>();
    expectHarmless(live[0]?.content);
  });
});

// Text PostgreSQL cannot store is the sender's mistake: a 422 on its field, never a 500.
describe('a NUL character in a subject, title or content', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let username: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login(await t.createAdmin());
    const account = await t.createMember();
    username = account.username;
    memberToken = await t.login(account);
  });
  afterAll(() => t.close());

  const post = (method: 'POST' | 'PATCH', url: string, payload: unknown, token = adminToken) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const NUL = 'a\u0000b';
  const event = {
    title: 'Hi',
    content: '<p>Hi</p>',
    type: 'popup',
    startsAt: '2020-01-01T00:00:00Z',
    endsAt: '2100-01-01T00:00:00Z',
    active: true,
  };

  it('is refused as 422 naming the field everywhere', async () => {
    const message = { recipients: [username], subject: 'Hi', content: 'Hi' };
    expectRefused(await post('POST', '/admin/messages', { ...message, subject: NUL }), 'subject');
    expectRefused(await post('POST', '/admin/messages', { ...message, content: NUL }), 'content');
    expectRefused(await post('POST', '/admin/notices', { title: NUL, content: 'Hi' }), 'title');
    expectRefused(await post('POST', '/admin/notices', { title: 'Hi', content: NUL }), 'content');
    const inquiry = { category: 'etc', title: 'Hi', content: 'Hi' };
    for (const field of ['title', 'content'] as const) {
      expectRefused(
        await post('POST', '/users/inquiries', { ...inquiry, [field]: NUL }, memberToken),
        field,
      );
    }
    const asked = await post('POST', '/users/inquiries', inquiry, memberToken);
    expect(asked.statusCode).toBe(201);
    expectRefused(
      await post('PATCH', `/admin/inquiries/${asked.json().id}/answer`, { answer: NUL }),
      'answer',
    );
    expectRefused(await post('POST', '/admin/events', { ...event, title: NUL }), 'title');
    expectRefused(await post('POST', '/admin/events', { ...event, content: NUL }), 'content');
    const template = { template_key: 'request_completed', label: 'Done', content: 'Done' };
    expectRefused(
      await post('POST', '/admin/message-templates', [{ ...template, content: NUL }]),
      '0.content',
    );
    expectRefused(
      await post('POST', '/admin/message-templates', [{ ...template, label: NUL }]),
      '0.label',
    );
  });
});

import { TEMPLATE_KEYS, type MessageTemplate, type TemplateKey } from '@wallet/shared/domain';
import { sendTemplateMessage } from '../src/modules/message-templates/send';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('message templates', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.createAdmin();
    adminId = admin.id;
    adminToken = await t.login(admin);
  });
  afterAll(() => t.close());

  const list = (token = adminToken) =>
    t.app.inject({ url: '/api/admin/message-templates', headers: bearer(token) });
  const save = (payload: unknown, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/message-templates',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  /** Sends `key` to the member now and answers the message they got. */
  const sentTo = async (userId: number, key: TemplateKey, values: Record<string, string>) => {
    await sendTemplateMessage(t.db, { userId, key, values, at: new Date() });
    return t.db
      .selectFrom('messages')
      .select(['subject', 'content'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  };
  const templateAudit = () =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'target', 'before', 'after'])
      .where('action', '=', 'template.update')
      .orderBy('id')
      .execute();

  it('lists the four auto-messages in a fixed order with their shipped text', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const templates = answer.json<MessageTemplate[]>();
    expect(templates.map((template) => template.template_key)).toEqual([...TEMPLATE_KEYS]);
    expect(templates[0]).toEqual({
      template_key: 'recharge_request',
      label: 'Charge request received',
      content: expect.stringContaining('{{reference}}'),
      translations: {
        ko: { label: '충전 신청 접수', content: expect.stringContaining('{{reference}}') },
        zh: { label: '已收到充值申请', content: expect.stringContaining('{{reference}}') },
        ja: {
          label: '入金申請を受け付けました',
          content: expect.stringContaining('{{reference}}'),
        },
      },
    });
  });

  it('saves each template by key, answers the saved list and audits what changed', async () => {
    const before = (await list()).json<MessageTemplate[]>();
    const edited = before.map((template) =>
      template.template_key === 'request_rejected'
        ? { ...template, label: 'Rejected', content: 'Sorry {{username}}: {{memo}}' }
        : template,
    );
    const answer = await save(edited);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(edited);
    expect((await list()).json()).toEqual(edited);

    // Only the template that changed is audited, with its text before and after.
    expect(await templateAudit()).toEqual([
      {
        actor_id: String(adminId),
        action: 'template.update',
        target: 'template:request_rejected',
        before: {
          label: 'Request rejected',
          content: expect.stringContaining('was rejected'),
          translations: expect.objectContaining({ ko: expect.anything() }),
        },
        after: {
          label: 'Rejected',
          content: 'Sorry {{username}}: {{memo}}',
          translations: expect.objectContaining({ ko: expect.anything() }),
        },
      },
    ]);

    // The next auto-message uses the saved text.
    const member = await t.createMember();
    const message = await sentTo(member.id, 'request_rejected', {
      username: member.username,
      memo: 'no deposit found',
    });
    expect(message).toEqual({
      subject: 'Rejected',
      content: `Sorry ${member.username}: no deposit found`,
    });
  });

  it('saves a part of the list and leaves the rest as it was', async () => {
    const answer = await save([
      { template_key: 'request_cancelled', label: ' Cancelled ', content: 'Cancelled.' },
    ]);
    expect(answer.statusCode).toBe(200);
    const saved = answer.json<MessageTemplate[]>();
    expect(saved).toHaveLength(4);
    expect(saved[3]).toMatchObject({
      template_key: 'request_cancelled',
      label: 'Cancelled',
      content: 'Cancelled.',
    });
    expect(saved[2]?.label).toBe('Rejected');
  });

  it('answers 422 with fields for a bad list and changes nothing', async () => {
    const before = (await list()).json();
    const audits = (await templateAudit()).length;
    const cases: [unknown, Record<string, string>][] = [
      [[], { body: 'required' }],
      [[{ template_key: 'welcome', label: 'Hi', content: 'Hi' }], { '0.template_key': 'invalid' }],
      [
        [
          { template_key: 'request_completed', label: 'Done', content: 'Done' },
          { template_key: 'request_completed', label: 'Again', content: 'Again' },
        ],
        { '1.template_key': 'taken' },
      ],
      [
        [{ template_key: 'request_completed', label: '', content: 'x'.repeat(5001) }],
        { '0.label': 'required', '0.content': 'too_long' },
      ],
      [[{ template_key: 'request_completed', label: 'A' }], { '0.content': 'required' }],
      [
        [{ template_key: 'request_completed', label: 'A', content: 'B', extra: 1 }],
        { '0.extra': 'unknown' },
      ],
      [['text'], { '0': 'invalid' }],
      // A placeholder the template does not fill would reach the member as written.
      [
        [
          {
            template_key: 'request_completed',
            label: 'Hi {{usrname}}',
            content: 'Done {{reference}}',
          },
        ],
        { '0.label': 'invalid', '0.content': 'invalid' },
      ],
      [
        [
          {
            template_key: 'recharge_request',
            label: 'Charge',
            content: 'Send {{converted}} {{currency}} with {{reference}}',
            translations: {
              ko: { label: '충전', content: '{{ username }}님, {{사용자}}' },
              zh: { label: '充值', content: '{{username}}' },
              ja: { label: '入金', content: '{{username}}' },
            },
          },
        ],
        { '0.translations.ko.content': 'invalid' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const answer = await save(payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 422 });
      expect(answer.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    for (const payload of [{ template_key: 'request_completed' }, 'text', 42]) {
      const answer = await save(payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 400 });
      expect(answer.json().error).toBe('bad_request');
    }
    expect((await list()).json()).toEqual(before);
    expect(await templateAudit()).toHaveLength(audits);
  });

  it('stores template HTML through the allow-list and fills placeholders as text', async () => {
    const before = (await list()).json<MessageTemplate[]>();
    const edited = before.map((template) =>
      template.template_key === 'request_completed'
        ? {
            ...template,
            content: '<p onclick="steal()">Done, <b>{{username}}</b></p><script>steal()</script>',
          }
        : template,
    );
    const answer = await save(edited);
    expect(answer.statusCode).toBe(200);
    const saved = answer
      .json<MessageTemplate[]>()
      .find((x) => x.template_key === 'request_completed');
    expect(saved?.content).toBe('<p>Done, <b>{{username}}</b></p>');

    const member = await t.createMember();
    await t.db.transaction().execute((trx) =>
      sendTemplateMessage(trx, {
        userId: member.id,
        key: 'request_completed',
        values: { username: '<img src=x onerror=alert(1)>' },
        at: new Date(),
      }),
    );
    const message = await t.db
      .selectFrom('messages')
      .select('content')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(message.content).toBe('<p>Done, <b>&lt;img src=x onerror=alert(1)&gt;</b></p>');
  });

  it("fills a subject's placeholders as plain text, and takes a decision's memo in every decision", async () => {
    const before = (await list()).json<MessageTemplate[]>();
    const completed = before.find((template) => template.template_key === 'request_completed');
    const saved = await save([
      { ...completed, label: 'Done for {{ username }}', content: 'Note: {{memo}}' },
    ]);
    expect(saved.statusCode).toBe(200);
    const member = await t.createMember();
    expect(
      await sentTo(member.id, 'request_completed', {
        username: '<b>kim</b>',
        memo: 'paid by hand',
      }),
    ).toEqual({ subject: 'Done for <b>kim</b>', content: 'Note: paid by hand' });
    expect((await save(before)).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    const memberToken = await t.login(await t.createMember());
    expect((await list(memberToken)).statusCode).toBe(403);
    expect((await save([], memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/message-templates' })).statusCode).toBe(401);
  });
});

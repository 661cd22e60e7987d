import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the calls with the schemas that validate them', async () => {
    const answer = await t.app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/login',
        '/api/users/logout',
        '/api/users/info',
        '/api/messages/unread-count',
        '/api/exchange-rate',
        '/api/admin/summary',
        '/api/users/check-username',
        '/api/users/email-code',
        '/api/users/email-code/verify',
        '/api/users/register',
        '/api/users/forgot-password',
        '/api/users/reset-password',
        '/api/users/password',
        '/api/users/money-password',
        '/api/users/bank-info',
        '/api/users/language',
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/users/{id}/warnings',
        '/api/admin/audit',
      ]),
    );
    expect(doc.paths['/api/openapi.json']).toBeUndefined();

    const login = doc.paths['/api/users/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['username', 'password']);
    expect(body.additionalProperties).toBe(false);
    expect(login.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginAnswer',
    });
    expect(login.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(login.security).toEqual([]);

    const summary = doc.paths['/api/admin/summary'].get;
    expect(summary.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/AdminSummary',
    });
    expect(summary.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.components.schemas.AdminSummary.properties)).toEqual([
      'totalUsers',
      'pendingUsers',
      'todayUsers',
      'pendingRecharge',
      'pendingWithdraw',
    ]);
    const registerCall = doc.paths['/api/users/register'].post;
    const registerBody = registerCall.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(
      expect.arrayContaining(['username', 'moneyPassword', 'platforms', 'agreeTerms']),
    );
    expect(Object.keys(registerCall.responses)).toEqual(['201', '409', '422']);
    expect(registerCall.security).toEqual([]);
    const members = doc.paths['/api/admin/users'].get;
    expect(members.security).toEqual([{ bearerAuth: [] }]);
    expect(members.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'limit',
      'offset',
      'q',
      'status',
    ]);
    expect(members.responses['200'].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/AdminMember' },
    });
    expect(doc.paths['/api/admin/users/{id}/warnings'].delete).toBeDefined();
    expect(doc.paths['/api/users/bank-info'].put.security).toEqual([{ bearerAuth: [] }]);

    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('documents the communication calls: messages, notices, inquiries, statistics', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    // [path, method, tag, the error answers it documents]
    const calls: [string, string, string, string[]][] = [
      ['/api/messages', 'get', 'member', ['401', '403', '422']],
      ['/api/messages/{id}', 'get', 'member', ['401', '403', '404', '422']],
      ['/api/admin/messages', 'post', 'admin', ['401', '403', '422']],
      ['/api/admin/messages/sent', 'get', 'admin', ['401', '403', '422']],
      ['/api/notices', 'get', 'public', ['422']],
      ['/api/notices/{id}', 'get', 'public', ['404', '422']],
      ['/api/admin/notices', 'get', 'admin', ['401', '403', '422']],
      ['/api/admin/notices', 'post', 'admin', ['401', '403', '422']],
      ['/api/admin/notices/{id}', 'get', 'admin', ['401', '403', '404', '422']],
      ['/api/admin/notices/{id}', 'put', 'admin', ['401', '403', '404', '422']],
      ['/api/admin/notices/{id}', 'delete', 'admin', ['401', '403', '404', '422']],
      ['/api/users/inquiries', 'post', 'member', ['401', '403', '409', '422', '503']],
      ['/api/users/inquiries', 'get', 'member', ['401', '403', '422']],
      ['/api/users/inquiries/{id}', 'get', 'member', ['401', '403', '404', '422']],
      ['/api/admin/inquiries', 'get', 'admin', ['401', '403', '422']],
      ['/api/admin/inquiries/{id}', 'get', 'admin', ['401', '403', '404', '422']],
      ['/api/admin/inquiries/{id}/answer', 'patch', 'admin', ['401', '403', '404', '409', '422']],
      ['/api/admin/statistics', 'get', 'admin', ['401', '403', '422']],
    ];
    for (const [path, method, tag, errors] of calls) {
      const call = doc.paths[path]?.[method];
      expect({ path, method, documented: Boolean(call) }).toEqual({
        path,
        method,
        documented: true,
      });
      expect(call.tags).toEqual([tag]);
      expect(call.summary).toEqual(expect.any(String));
      expect(call.security).toEqual(tag === 'public' ? [] : [{ bearerAuth: [] }]);
      for (const status of errors) {
        expect({ path, method, status, schema: call.responses[status]?.content }).toEqual({
          path,
          method,
          status,
          schema: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        });
      }
    }
    expect(doc.paths['/api/admin/messages'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/users/inquiries'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/admin/notices/{id}'].delete.responses['204']).toBeDefined();
    expect(doc.components.schemas).toEqual(
      expect.objectContaining({
        InboxMessage: expect.any(Object),
        MessageDetail: expect.any(Object),
        SendMessageBody: expect.any(Object),
        SentMessage: expect.any(Object),
        Notice: expect.any(Object),
        NoticeBody: expect.any(Object),
        Inquiry: expect.any(Object),
        InquiryBody: expect.any(Object),
        InquiryAnswerBody: expect.any(Object),
        Statistics: expect.any(Object),
        PayoutAccount: expect.any(Object),
      }),
    );
  });
});

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
    expect(login.security).toBeUndefined();

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
    expect(registerCall.security).toBeUndefined();
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
});

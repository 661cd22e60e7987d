import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('the back office money calls in GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents each call with its schemas, tag and bearer security', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const calls: [string, string, string][] = [
      ['/api/deposit-addresses', 'get', 'member'],
      ['/api/admin/deposit-addresses', 'get', 'admin'],
      ['/api/admin/deposit-addresses', 'post', 'admin'],
      ['/api/admin/deposit-addresses/{id}', 'put', 'admin'],
      ['/api/admin/deposit-addresses/{id}', 'delete', 'admin'],
      ['/api/admin/message-templates', 'get', 'admin'],
      ['/api/admin/message-templates', 'post', 'admin'],
      ['/api/admin/exchange-rates', 'get', 'admin'],
      ['/api/admin/exchange-rates', 'put', 'admin'],
      ['/api/admin/ledger/reconcile', 'get', 'admin'],
      ['/api/admin/users/{id}/corrections', 'post', 'admin'],
      ['/api/admin/history', 'get', 'admin'],
    ];
    for (const [path, method, tag] of calls) {
      const call = doc.paths[path]?.[method];
      expect({ path, method, documented: Boolean(call) }).toEqual({
        path,
        method,
        documented: true,
      });
      expect(call.tags).toEqual([tag]);
      expect(call.summary).toEqual(expect.any(String));
      expect(call.security).toEqual([{ bearerAuth: [] }]);
      expect(call.responses['403'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    const templates = doc.paths['/api/admin/message-templates'].post;
    expect(templates.requestBody.content['application/json'].schema.type).toBe('array');
    expect(doc.paths['/api/admin/users/{id}/corrections'].post.responses['201']).toBeDefined();
    expect(doc.components.schemas).toEqual(
      expect.objectContaining({
        AdminDepositAddress: expect.any(Object),
        MessageTemplate: expect.any(Object),
        AdminExchangeRates: expect.any(Object),
        JournalEntry: expect.any(Object),
        Reconciliation: expect.any(Object),
        HistoryRow: expect.any(Object),
      }),
    );
    // The public rate call stays public.
    expect(doc.paths['/api/exchange-rate'].get.security).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

/** docs/api.md lists every call the server documents, and no call it does not. */
describe('docs/api.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names each call of GET /api/openapi.json once, with its operationId, and nothing else', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const served = Object.entries(doc.paths)
      .flatMap(([url, methods]) =>
        Object.entries(methods).map(
          ([m, call]) => `${m.toUpperCase()} ${url.replace(/^\/api/, '')} ${call.operationId}`,
        ),
      )
      .sort();
    const text = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');
    const listed = [...text.matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`\s*\| `(\w+)`/gm)]
      .map((m) => `${m[1]} ${m[2]}`)
      .sort();
    expect(served.length).toBeGreaterThan(60);
    expect(listed).toEqual(served);
  });
});

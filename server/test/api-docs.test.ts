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

  it('names each call of GET /api/openapi.json once, and nothing else', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const served = Object.entries(doc.paths)
      .flatMap(([url, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${url.replace(/^\/api/, '')}`),
      )
      .sort();
    const text = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');
    const listed = [...text.matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) [^`]+)`/gm)]
      .map((m) => m[1])
      .sort();
    expect(served.length).toBeGreaterThan(60);
    expect(listed).toEqual(served);
  });
});

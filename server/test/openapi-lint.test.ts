import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);

describe('the served OpenAPI document', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, (await t.app.inject({ url: '/api/openapi.json' })).body);
    const { stdout } = await run(
      process.execPath,
      [path.join(__dirname, 'support', 'lint-openapi.mjs'), file],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it('names every call once, public calls needing no token and the others the bearer token', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    }>();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/admin/users/{id}']?.get?.operationId).toBe('getMember');
    expect(doc.paths['/api/admin/requests/{id}/approve']?.post?.operationId).toBe('approveRequest');
    expect(doc.paths['/api/exchange-rate']?.get?.security).toEqual([]);
    expect(doc.paths['/api/users/info']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as http, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../fixtures/site';
import { expect, test } from '../fixtures/test';

/*
 * docs/product.md §10: "a 2xx answer means the change has reached the file system, so a crash of
 * the process right after loses nothing confirmed". This starts the built server on its own
 * PGlite folder, makes money changes, kills the process with SIGKILL (no shutdown, no flush)
 * the moment the answers arrive, starts it again on the same folder, and reads them back.
 */

// Its own server beside the suite's (E2E_PORT + n), clear of them and of another run's.
const PORT = E2E_PORT + 97;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'admin', password: 'Durable2026x' };
const MEMBER = { username: 'durable01', password: 'durable1234' };

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: path.resolve(__dirname, '../..'),
    env: serverEnv(dataDir),
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start');
}

function killHard(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

async function login(api: APIRequestContext, account: typeof ADMIN): Promise<string> {
  const answer = await api.post('/api/users/login', { data: account });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

test('money confirmed with a 2xx survives a SIGKILL of the server right after', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-durable-'));
  const api = await http.newContext({ baseURL: BASE });
  let server: ChildProcess | undefined;
  try {
    const seeded = spawnSync(
      process.execPath,
      [
        'server/dist/cli.mjs',
        'create-member',
        '--username',
        MEMBER.username,
        '--password',
        MEMBER.password,
      ],
      { cwd: path.resolve(__dirname, '../..'), env: serverEnv(dataDir), encoding: 'utf8' },
    );
    expect(seeded.status, seeded.stderr).toBe(0);

    server = await startServer(dataDir);
    const admin = { authorization: `Bearer ${await login(api, ADMIN)}` };
    const found = await api.get(`/api/admin/users?q=${MEMBER.username}`, { headers: admin });
    const [row] = (await found.json()) as Array<{ id: number }>;
    if (!row) throw new Error(`${MEMBER.username} was not created`);
    const { id } = row;

    // Two corrections and a deposit address, each answered 2xx; then the process dies at once.
    const credit = await api.post(`/api/admin/users/${id}/corrections`, {
      headers: admin,
      data: { amount: 250.75, reason: 'durability check' },
    });
    expect(credit.status()).toBeLessThan(300);
    const debit = await api.post(`/api/admin/users/${id}/corrections`, {
      headers: admin,
      data: { amount: -0.25, reason: 'durability check' },
    });
    expect(debit.status()).toBeLessThan(300);
    const address = await api.post('/api/admin/deposit-addresses', {
      headers: admin,
      data: {
        currency: 'KRW',
        label: 'Durable Bank',
        account: '110-222-333',
        holder: 'Wallet',
        active: true,
      },
    });
    expect(address.status()).toBeLessThan(300);
    await killHard(server);

    server = await startServer(dataDir);
    const again = { authorization: `Bearer ${await login(api, ADMIN)}` };
    const member = await api.get(`/api/admin/users/${id}`, { headers: again });
    expect(((await member.json()) as { balance: number }).balance).toBe(250.5);
    const addresses = await api.get('/api/admin/deposit-addresses', { headers: again });
    expect(JSON.stringify(await addresses.json())).toContain('110-222-333');
    const reconcile = await api.get('/api/admin/ledger/reconcile', { headers: again });
    expect(((await reconcile.json()) as { ok: boolean }).ok).toBe(true);
  } finally {
    if (server && server.exitCode === null) await killHard(server);
    await api.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// The built site (`npm run build`) served by the built server from this checkout, on a fresh
// PGlite database in a temporary folder: for the bench's cold loads and the first-paint drawings.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts it on 127.0.0.1:`port` with `member` ({ username, password }) created first when given;
 * resolves to a function that stops it and removes the folder.
 */
export async function startBuiltSite(port, { adminPassword, member } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-built-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword ?? 'Built2026pass',
    NODE_ENV: 'test',
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
  delete env.DATABASE_URL;
  delete env.WEB_ROOT;
  delete env.REMOTE_MAP_FILE;
  if (member) {
    const created = spawnSync(
      process.execPath,
      [
        'server/dist/cli.mjs',
        'create-member',
        '--username',
        member.username,
        '--password',
        member.password,
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`create-member failed: ${created.stderr}`);
  }
  const server = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 450; i++) {
    // A server that stopped (a port in use, a failed start) must not pass for another's answer.
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return stop;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the built server did not start');
}

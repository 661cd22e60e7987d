// Serves the built site for the browser suite as `npm start` does, on a fresh PGlite database
// in a temporary folder, with a known administrator and one approved member with a balance.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Admin2026e2e',
  NODE_ENV: 'test',
};
delete env.DATABASE_URL;

const members = [
  ['--username', 'demo01', '--password', 'demo1234', '--balance', '1234.56'],
  // Awaiting approval: makes the dashboard's pending and today's counts differ.
  ['--username', 'waiting01', '--password', 'waiting1234', '--status', 'pending'],
];
for (const member of members) {
  const seed = spawnSync(process.execPath, ['server/dist/cli.mjs', 'create-member', ...member], {
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) {
    console.error(`seeding the browser-suite member ${member[1]} failed`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['server/dist/main.mjs'], { env, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

// Serves the built site for the browser suite as `npm start` does, on a fresh PGlite database
// in a temporary folder, with a known administrator and one approved member with a balance.
// Mail goes over SMTP to a sink started here; the tests read it (fixtures/mail.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './fixtures/mail-sink.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-e2e-'));

// The mailbox lives in the run's data folder; the tests find it through a pointer file at a
// known place (.cache/e2e/mailbox-<port>.path), since the runner does not see this process's env.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mailboxFile = path.join(dataDir, 'mailbox.jsonl');
const pointerFile = path.join(repoRoot, '.cache', 'e2e', `mailbox-${port}.path`);
fs.mkdirSync(path.dirname(pointerFile), { recursive: true });
fs.writeFileSync(pointerFile, mailboxFile);
const sink = await startMailSink(mailboxFile);

// The releases this run serves, fixed at start: a remote built while the suite runs (the release
// spec builds one) must not move the pages of other tests to it.
const remoteMapFile = path.join(dataDir, 'mf-remotes.json');
const newest = (remote) =>
  JSON.parse(
    fs.readFileSync(path.join(repoRoot, `remote-${remote}`, 'dist', 'latest.json'), 'utf8'),
  ).release;
fs.writeFileSync(
  remoteMapFile,
  JSON.stringify({
    member: `/remotes/member/${newest('member')}/mf-manifest.json`,
    admin: `/remotes/admin/${newest('admin')}/mf-manifest.json`,
  }),
);

// The release spec publishes on this server by editing that map; it finds it through a pointer.
const remoteMapPointer = path.join(repoRoot, '.cache', 'e2e', `remote-map-${port}.path`);
fs.writeFileSync(remoteMapPointer, remoteMapFile);

const env = {
  ...process.env,
  REMOTE_MAP_FILE: remoteMapFile,
  PORT: port,
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Admin2026e2e',
  NODE_ENV: 'test',
  SMTP_URL: sink.url,
  // Links in mail (password reset) point at the address the browser uses.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The suite's API helpers stand for different visitors (X-Forwarded-For), so members made
  // for one spec do not spend the per-IP limits (docs/product.md §6) the browser's own tries need.
  TRUST_PROXY: '127.0.0.1',
};
delete env.DATABASE_URL;
// The checkout's builds, whatever web root the shell running the suite names.
delete env.WEB_ROOT;

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
  void sink.close().finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(pointerFile, { force: true });
    fs.rmSync(remoteMapPointer, { force: true });
    process.exit(code ?? 0);
  });
});

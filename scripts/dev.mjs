// `npm run dev`: the API (tsx watch, port 3000) and the three webpack dev servers, with each
// line of output prefixed by its source. Ctrl-C, or any one of them stopping, stops them all.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { DEV_PORTS } = createRequire(import.meta.url)('../webpack.common.js');

const processes = [
  {
    name: 'server',
    command: ['npx', 'tsx', 'watch', 'server/src/main.ts'],
    cwd: root,
    env: { PORT: '3000' },
  },
  ...['host', 'remote-member', 'remote-admin'].map((app) => ({
    name: app,
    command: ['npx', 'webpack', 'serve', '--mode', 'development'],
    cwd: path.join(root, app),
    env: {},
  })),
];

const COLORS = [36, 32, 35, 33];
const width = Math.max(...processes.map((p) => p.name.length));
const children = [];
let stopping = false;

function pipe(stream, prefix, out) {
  readline
    .createInterface({ input: stream })
    .on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    // Each child leads its own process group (detached), so npx and what it started stop too.
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

processes.forEach(({ name, command, cwd, env }, index) => {
  const prefix = `\u001b[${COLORS[index % COLORS.length]}m${name.padEnd(width)} |\u001b[0m`;
  const [file, ...args] = command;
  const child = spawn(file, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  pipe(child.stdout, prefix, process.stdout);
  pipe(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix} stopped (${signal ?? `exit ${code}`})\n`);
    stopAll(code ?? 1);
  });
});

process.stdout.write(
  `Open http://localhost:${DEV_PORTS.host} (API on :3000, remotes on :${DEV_PORTS.member} and :${DEV_PORTS.admin}).\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

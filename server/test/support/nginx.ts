import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const deploy = path.resolve(__dirname, '../../../deploy/nginx');

/** Where Debian puts nginx; a message that says how to get it rather than a skipped test. */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run does it on CI)');
}

/** A port nothing listens on now (the kernel's choice, released at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningNginx {
  url: string;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * The site as the nginx image writes it from its template when the container starts: each
 * `${NAME}` replaced by that variable of the environment (deploy/Dockerfile).
 */
export function fillTemplate(template: string, env: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_whole, name: string) => {
    const value = env[name];
    if (value === undefined) throw new Error(`the nginx site needs ${name}`);
    return value;
  });
}

/**
 * The shipped site (deploy/nginx/site.conf and its header snippet) on loopback: the same file,
 * with only the addresses and folders of the container swapped for the test's own.
 */
export async function startNginx(options: {
  /**
   * The web root: the shell's files at its top, each remote's releases under
   * remotes/<remote>/<release>/, and mf-remotes.json.
   */
  siteRoot: string;
  /** Each API process's port. */
  apiPorts: number[];
  workDir: string;
  /**
   * TRUSTED_LOAD_BALANCER: whose X-Forwarded-For and X-Forwarded-Proto nginx believes. By
   * default an address no test connects from: a test's own headers are a stranger's.
   */
  trustedLoadBalancer?: string;
}): Promise<RunningNginx> {
  const { siteRoot, apiPorts, workDir } = options;
  const port = await freePort();
  const accessLog = path.join(workDir, 'access.log');
  const template = fs.readFileSync(path.join(deploy, 'site.conf'), 'utf8');
  const site = fillTemplate(template, {
    TRUSTED_LOAD_BALANCER: options.trustedLoadBalancer ?? '192.0.2.1/32',
  })
    .replaceAll(
      '/etc/nginx/snippets/wallet-security-headers.conf',
      path.join(deploy, 'security-headers.conf'),
    )
    .replaceAll('/srv/wallet', siteRoot)
    .replaceAll('/var/log/nginx/access.log', accessLog)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/^(\s*server )api1:3000( .*;)$/m, (_line, start: string, end: string) =>
      apiPorts.map((p) => `${start}127.0.0.1:${p}${end}`).join('\n'),
    )
    .replace(/^\s*server api\d+:3000 .*;\n/gm, '');
  if (/server api\d+:/.test(site)) throw new Error('an API process of the site was not replaced');
  fs.writeFileSync(path.join(workDir, 'site.conf'), site);
  for (const dir of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(workDir, dir), { recursive: true });
  }
  fs.writeFileSync(
    path.join(workDir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  client_body_temp_path ${path.join(workDir, 'client')};`,
      `  proxy_temp_path ${path.join(workDir, 'proxy')};`,
      `  fastcgi_temp_path ${path.join(workDir, 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(workDir, 'uwsgi')};`,
      `  scgi_temp_path ${path.join(workDir, 'scgi')};`,
      `  include ${path.join(workDir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    nginxBinary(),
    ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', path.join(workDir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
    try {
      await fetch(`${url}/mf-remotes.json`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    accessLog,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

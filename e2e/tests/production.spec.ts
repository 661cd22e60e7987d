import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as http, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/test/support/embedded-postgres';
import { freePort, startNginx, type RunningNginx } from '../../server/test/support/nginx';
import { bearer, loginAs, ok } from '../fixtures/accounts';
import { codeIn, type SunkMail } from '../fixtures/mail';
import type * as MailSinkModule from '../fixtures/mail-sink.mjs';
import { expectHeaderBalance, figure, findMemberRequests, openTradeMenu } from '../fixtures/money';
import { E2E_BUILD_ID_PREFIX } from '../fixtures/site';
import { expect, test } from '../fixtures/test';
import { maintenance } from '../../server/test/support/postgres-maintenance';

/*
 * The production shape, end to end (docs/operations.md): a fresh PostgreSQL database migrated
 * once by the `migrate` command, an administrator made by `admin:create`, two API processes
 * (the built server, MIGRATE_ON_START=false) behind the shipped nginx site, which serves the
 * shell and each remote's release from one web root. A member charges, the administrator
 * approves, both processes are seen answering; then one process is killed, and the member's
 * history and a second charge still go through the other.
 */

const REPO = path.resolve(__dirname, '../..');
const API_NAMES = ['api-a', 'api-b'] as const;

/**
 * The web root as an operator publishes it: the shell's build at the top, each remote's build as
 * one release under remotes/<remote>/<release>/, and the remote map naming those releases. The
 * one place this spec knows how the builds are laid out.
 */
function assembleWebRoot(root: string): void {
  fs.cpSync(path.join(REPO, 'host', 'dist'), root, { recursive: true });
  const map: Record<string, string> = {};
  for (const [remote, dir] of [
    ['member', 'remote-member'],
    ['admin', 'remote-admin'],
  ] as const) {
    // The newest build's release folder, published as an operator would (docs/operations.md).
    const dist = path.join(REPO, dir, 'dist');
    const release = publishableRelease(dist);
    fs.cpSync(path.join(dist, release), path.join(root, 'remotes', remote, release), {
      recursive: true,
    });
    map[remote] = `/remotes/${remote}/${release}/mf-manifest.json`;
  }
  fs.writeFileSync(path.join(root, 'mf-remotes.json'), JSON.stringify(map));
}

/**
 * The newest release of a remote's build, never the one the release spec builds (and removes)
 * while the suite runs beside this spec.
 */
function publishableRelease(dist: string): string {
  const { release: newest } = JSON.parse(
    fs.readFileSync(path.join(dist, 'latest.json'), 'utf8'),
  ) as { release: string };
  const ours = (name: string) =>
    !name.includes(`-${E2E_BUILD_ID_PREFIX}`) &&
    fs.existsSync(path.join(dist, name, 'mf-manifest.json'));
  if (ours(newest)) return newest;
  const others = fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ours(entry.name))
    .map((entry) => entry.name)
    .sort(
      (a, b) =>
        fs.statSync(path.join(dist, b, 'mf-manifest.json')).mtimeMs -
        fs.statSync(path.join(dist, a, 'mf-manifest.json')).mtimeMs,
    );
  const found = others[0];
  if (!found) throw new Error(`no release of the suite's build in ${dist}`);
  return found;
}

/** TEST_DATABASE_URL's server when it answers, else one of our own, as `npm test`'s jest run does. */
async function postgresServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    const client = new pg.Client({ connectionString: configured, connectionTimeoutMillis: 3000 });
    const answers = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => undefined);
    if (answers) return { url: configured, stop: async () => undefined };
  }
  return startEmbeddedPostgres();
}

/** The built command line (server/dist/cli.mjs), as an operator runs it. */
function cli(args: string[], env: NodeJS.ProcessEnv): { stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['server/dist/cli.mjs', ...args], {
    cwd: REPO,
    env,
    encoding: 'utf8',
  });
  expect(result.status, `cli ${args.join(' ')}: ${result.stderr}`).toBe(0);
  return { stdout: result.stdout, stderr: result.stderr };
}

interface ApiProcess {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** Waits until `url` answers 200 (a process starting, not a time limit on it). */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process behind ${url} stopped`);
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let work = '';
let postgres: { url: string; stop(): Promise<void> } | undefined;
let databaseName = '';
let nginx: RunningNginx | undefined;
let mailSink: { close(): Promise<void> } | undefined;
const mails: SunkMail[] = [];
const apis: ApiProcess[] = [];
const admin = { username: 'prodboss1', password: '' };

test.beforeAll(async () => {
  // Setting up PostgreSQL, two processes and nginx on two busy cores: a limit that catches a hang.
  test.setTimeout(180_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-production-'));
  // nginx's workers run as an unprivileged user when the test runs as root: they must read it.
  fs.chmodSync(work, 0o755);

  postgres = await postgresServer();
  databaseName = `wallet_e2e_${randomBytes(5).toString('hex')}`;
  await maintenance(postgres.url, `create database "${databaseName}"`);
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = `/${databaseName}`;
  const base: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl.toString() };
  delete base.DATA_DIR;

  // The release step: migrate once; then the first administrator, password shown once.
  expect(cli(['migrate'], base).stdout).toMatch(/^Database migrated: 0001_foundation, /);
  const created = cli(['admin:create', '--username', admin.username], base).stdout;
  admin.password = /^Password: (\S+)$/m.exec(created)?.[1] ?? '';
  expect(admin.password).not.toBe('');

  // A mail relay that keeps what it is sent, for the registration code.
  const sinkModule = path.join(REPO, 'e2e', 'fixtures', 'mail-sink.mjs');
  const { startSmtpSink } = (await new Function('file', 'return import(file)')(
    sinkModule,
  )) as typeof MailSinkModule;
  const sink = await startSmtpSink((mail) => mails.push({ ...mail, at: Date.now() }));
  mailSink = sink;

  const webRoot = path.join(work, 'www');
  fs.mkdirSync(webRoot, { mode: 0o755 });
  assembleWebRoot(webRoot);
  const nginxDir = path.join(work, 'nginx');
  fs.mkdirSync(nginxDir, { mode: 0o755 });
  const apiPorts = [await freePort(), await freePort()];
  nginx = await startNginx({ siteRoot: webRoot, apiPorts, workDir: nginxDir });

  const pepper = randomBytes(32).toString('base64url');
  for (const [index, name] of API_NAMES.entries()) {
    const port = apiPorts[index] ?? 0;
    const log = fs.openSync(path.join(work, `${name}.log`), 'w');
    const child = spawn(process.execPath, ['server/dist/main.mjs'], {
      cwd: REPO,
      env: {
        ...base,
        NODE_ENV: 'production',
        MIGRATE_ON_START: 'false',
        SERVE_WEB: 'false',
        PORT: String(port),
        INSTANCE_NAME: name,
        PUBLIC_URL: nginx.url,
        TRUST_PROXY: '127.0.0.1',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Member Wallet <no-reply@wallet.test>',
        MONEY_PASSWORD_PEPPER: pepper,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', log, log],
    });
    apis.push({ name, port, child, exited: new Promise((resolve) => child.once('exit', resolve)) });
  }
  await Promise.all(
    apis.map((api) => answering(`http://127.0.0.1:${api.port}/api/health`, api.child)),
  );
});

test.afterAll(async () => {
  for (const api of apis) {
    if (api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }
  await nginx?.stop();
  await mailSink?.close();
  if (postgres && databaseName) {
    await maintenance(postgres.url, `drop database if exists "${databaseName}" with (force)`);
  }
  await postgres?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Registers a member through nginx (the code comes by mail), approved by the administrator. */
async function registeredMember(api: APIRequestContext, adminToken: string) {
  const username = `prod${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.test`;
  const member = { username, password: 'first1234', realName: 'Production Member' };
  await ok(await api.post('/api/users/email-code', { data: { email } }));
  await expect
    .poll(() => mails.some((mail) => mail.to.includes(email)), { timeout: 15_000 })
    .toBe(true);
  const mail = mails.find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  const code = codeIn(mail);
  await ok(await api.post('/api/users/email-code/verify', { data: { email, code } }));
  const { referralId } = await ok<{ referralId: string }>(
    await api.get('/api/users/info', { headers: bearer(adminToken) }),
  );
  await ok(
    await api.post('/api/users/register', {
      data: {
        username,
        password: member.password,
        passwordConfirm: member.password,
        moneyPassword: '246810',
        realName: member.realName,
        phone: '010-1234-5678',
        email,
        referralId,
        bankName: 'Test Bank',
        bankAccount: '1002003004',
        platforms: [{ name: 'ggclub', platformId: `${username}-gg` }],
        agreeTerms: true,
      },
    }),
  );
  const rows = await ok<Array<{ id: number; username: string }>>(
    await api.get(`/api/admin/users?q=${username}`, { headers: bearer(adminToken) }),
  );
  const id = rows.find((row) => row.username === username)?.id;
  await ok(
    await api.patch(`/api/admin/users/${id}`, {
      data: { status: 'approved' },
      headers: bearer(adminToken),
    }),
  );
  return member;
}

/** A KRW charge through the member's form, up to the pending request's card. */
async function chargeKrw(page: Page, usd: string, depositor: string): Promise<void> {
  await openTradeMenu(page, 'Wallet charge');
  const form = page.getByRole('form', { name: 'Wallet charge' });
  await form.getByLabel('Payment currency').selectOption({ label: 'Korean won (KRW)' });
  await form.getByLabel('Amount to charge (USD)').fill(usd);
  await form.getByLabel('Depositor name').fill(depositor);
  await form.getByRole('button', { name: 'Review the charge' }).click();
  await page
    .getByRole('dialog', { name: 'Send this charge request?' })
    .getByRole('button', { name: 'Send the request' })
    .click();
  await expect(
    figure(page.getByRole('region', { name: 'Request in progress' }), 'Status'),
  ).toHaveText('Pending');
}

test('two API processes behind nginx serve a charge and its approval, and one dying loses nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const site = nginx?.url ?? '';
  const api = await http.newContext({ baseURL: site });
  const adminToken = (
    await ok<{ token: string }>(await api.post('/api/users/login', { data: admin }))
  ).token;
  const member = await registeredMember(api, adminToken);
  await ok(
    await api.post('/api/admin/deposit-addresses', {
      headers: bearer(adminToken),
      data: {
        currency: 'KRW',
        label: 'Production Bank',
        account: '110-555-777',
        holder: 'Wallet Deposits',
        active: true,
      },
    }),
  );

  // Which process answered each of the pages' API calls, and any that failed.
  const served: string[] = [];
  const failed: string[] = [];
  const watch = (page: Page) =>
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      served.push(response.headers()['x-served-by'] ?? 'nobody');
      if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
    });

  const memberContext = await browser.newContext({ baseURL: site });
  const page = await memberContext.newPage();
  watch(page);
  await loginAs(page, member.username, member.password);
  await chargeKrw(page, '100', member.realName);

  const adminContext = await browser.newContext({ baseURL: site });
  const back = await adminContext.newPage();
  watch(back);
  await back.goto('/admin/login');
  await back.getByLabel('Username').fill(admin.username);
  await back.getByLabel('Password').fill(admin.password);
  await back.getByRole('button', { name: 'Log in' }).click();
  await expect(back.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const row = await findMemberRequests(
    back,
    '/admin/trade/wallet-charge',
    'Wallet charge requests',
    member.username,
  );
  await row.getByRole('button', { name: /^Approve: request #\d+ of / }).click();
  await back
    .getByRole('dialog', { name: /^Approve Wallet charge #\d+ of / })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(row).toContainText('Completed');

  // Both processes answered the two people's calls, round and round.
  expect(new Set(served)).toEqual(new Set(API_NAMES));
  expect(failed).toEqual([]);

  // One process dies (no goodbye: SIGKILL), in the middle of the two sessions.
  const [dying, surviving] = apis;
  dying?.child.kill('SIGKILL');
  await dying?.exited;
  served.length = 0;

  // The member goes on: the history shows the approved charge, the header its credit…
  await openTradeMenu(page, 'Wallet history');
  const history = page.getByRole('table', { name: 'Wallet charges and withdrawals, newest first' });
  await expect(history.getByRole('row').filter({ hasText: '138,050 KRW' })).toContainText(
    'Completed',
  );
  await expectHeaderBalance(page, 98);
  // …and a second charge goes through, as does the administrator's list of it.
  await chargeKrw(page, '50', member.realName);
  const again = await findMemberRequests(
    back,
    '/admin/trade/wallet-charge?status=pending',
    'Wallet charge requests',
    member.username,
  );
  await expect(again).toContainText('69,025 KRW');

  expect(served.length).toBeGreaterThan(0);
  expect(new Set(served)).toEqual(new Set([surviving?.name]));
  expect(failed).toEqual([]);
  // nginx's own log names the process behind each call: both, the charges among them.
  const log = fs.readFileSync(nginx?.accessLog ?? '', 'utf8');
  for (const { port } of apis) expect(log).toContain(`upstream=127.0.0.1:${port}`);
  expect(log.match(/"POST \/api\/wallet\/charges HTTP\/1\.1" 201 /g)).toHaveLength(2);

  // Each process logged JSON lines, and no password or token among them.
  for (const { name } of apis) {
    const lines = fs.readFileSync(path.join(work, `${name}.log`), 'utf8').split('\n');
    const logged = lines.filter(Boolean).map((line) => JSON.parse(line) as { instance?: string });
    expect(logged.length).toBeGreaterThan(0);
    expect(new Set(logged.map((line) => line.instance))).toEqual(new Set([name]));
    for (const secret of [admin.password, member.password, '246810', adminToken]) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  }

  await memberContext.close();
  await adminContext.close();
  await api.dispose();
});

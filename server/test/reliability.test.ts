import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/connection';
import type { DatabaseConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { hashMoneyPassword } from '../src/modules/account/money-password';
import { reconcileLedger } from '../src/modules/ledger/reconcile';
import { createAccount } from '../src/modules/users/service';
import { lazySecrets } from '../src/security/secrets';
import { loadPglite } from './support/pglite-loader';
import { databaseUrl, PG_ENV, quoteIdent } from './support/postgres-env';

jest.setTimeout(300_000);

/*
 * The real server, in its own process, under money load: in each wave 20 members send 10
 * submissions each at the same moment (charges, withdrawals, transfers to a platform, each with its
 * own Idempotency-Key), so 200 are in flight at once, while two administrators (two accounts)
 * approve, reject and cancel what is pending and members now and then cancel their own. The
 * one-pending-request rule lets a member have one pending request at a time: the other
 * submissions are refused with 409 pending_request_exists, never a 5xx. In the middle wave the
 * process is killed with SIGKILL and started again on the same database. Afterwards every 2xx
 * answer is in the database, every request was decided once, no balance is below zero, and the
 * books reconcile.
 */

const ROOT = path.resolve(__dirname, '../..');
const MEMBERS = 20;
/** Submissions each member sends at the same moment: MEMBERS × PER_MEMBER = 200 in flight. */
const PER_MEMBER = 10;
/** Rounds of those 200; the process is killed in the middle one. */
const WAVES = 5;
/** Answers of the middle wave that come back before the kill. */
const KILL_AFTER_ANSWERS = 40;
const MONEY_PASSWORD = '135790';
const ADMIN = { username: 'relyadmin', password: 'RelyAdmin2026' };
/** The second administrator: an account of their own, deciding beside the first. */
const SECOND_ADMIN = { username: 'relyadmin2', password: 'RelyAdmin2027' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A database of this test's own: a PGlite folder, or a copy of the migrated PostgreSQL template. */
async function ownDatabase(): Promise<{ config: DatabaseConfig; env: Record<string, string> }> {
  if (process.env.TEST_DIALECT !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-rely-'));
    return {
      config: { kind: 'pglite', dataDir: path.join(dir, 'pglite') },
      env: { DATA_DIR: dir },
    };
  }
  const serverUrl = process.env[PG_ENV.url] ?? '';
  const name = `${process.env[PG_ENV.prefix]}_rely_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(
    `create database ${quoteIdent(name)} template ${quoteIdent(process.env[PG_ENV.template] ?? '')}`,
  );
  await client.end();
  const url = databaseUrl(serverUrl, name);
  return { config: { kind: 'postgres', url }, env: { DATABASE_URL: url } };
}

/** The item whose turn `n` is, going round the list. */
function turnOf<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('an empty list has no turns');
  return item;
}

/** The database, opened in this process (the server is stopped while it is). */
async function openOwn(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  const dir = config.dataDir ?? '';
  fs.mkdirSync(dir, { recursive: true });
  const { PGlite } = await loadPglite();
  return openPglite(new PGlite(dir), { owned: true });
}

describe('money under load, with a kill -9 in the middle', () => {
  let port: number;
  let database: { config: DatabaseConfig; env: Record<string, string> };
  let server: ChildProcess | null = null;
  const base = () => `http://127.0.0.1:${port}/api`;

  async function start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...database.env,
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SERVE_WEB: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
    delete env.SMTP_URL;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${base()}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not start');
  }

  const killHard = () =>
    new Promise<void>((resolve) => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });

  async function call(
    method: string,
    url: string,
    token: string | null,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    try {
      const response = await fetch(`${base()}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    } catch {
      // The process is down (killed): no answer, so nothing was confirmed.
      return { status: 0, json: {} };
    }
  }

  beforeAll(async () => {
    port = await freePort();
    database = await ownDatabase();
    // Members are seeded straight into the database before the server starts.
    const handle = await openOwn(database.config);
    try {
      await migrateToLatest(handle.db);
      // Both administrators before the first start (which then creates none of its own).
      for (const admin of [ADMIN, SECOND_ADMIN]) {
        await createAccount(handle.db, { ...admin, role: 'admin', status: 'approved' });
      }
      const secrets = lazySecrets(handle.db, null);
      const hash = await hashMoneyPassword(secrets, MONEY_PASSWORD);
      for (let i = 0; i < MEMBERS; i += 1) {
        const id = await createAccount(handle.db, {
          username: `rely${i}x${port}`,
          password: 'rely12345',
          role: 'user',
          status: 'approved',
          openingBalanceMinor: 100_000n,
          realName: `Member ${i}`,
        });
        await handle.db
          .updateTable('users')
          .set({ money_password_hash: hash, bank_name: 'Shinhan', bank_account: '110-222-333' })
          .where('id', '=', id)
          .execute();
        await handle.db
          .insertInto('user_platforms')
          .values({ user_id: id, name: 'ggclub', platform_id: `GG-${i}` })
          .execute();
      }
      await handle.db
        .insertInto('deposit_addresses')
        .values({
          currency: 'USD',
          label: 'Bank',
          account: 'ACC-1',
          holder: 'Wallet Ltd',
          active: true,
        })
        .execute();
    } finally {
      await handle.close();
    }
    await start();
  });

  afterAll(async () => {
    await killHard();
    if (database?.config.kind === 'pglite' && database.env.DATA_DIR) {
      fs.rmSync(database.env.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('keeps every confirmed change, decides each request once, and reconciles', async () => {
    const login = async (username: string, password: string) => {
      for (;;) {
        const answer = await call('POST', '/users/login', null, { username, password });
        if (answer.status === 200) return String(answer.json.token);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const admins = [
      await login(ADMIN.username, ADMIN.password),
      await login(SECOND_ADMIN.username, SECOND_ADMIN.password),
    ];
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => login(`rely${i}x${port}`, 'rely12345')),
    );

    /** What the server confirmed: request id → the status its last 2xx answer gave it. */
    const confirmed = new Map<number, string>();
    /** Every answer to a submission that was not a 201: status and code, to be checked below. */
    const refusals: Array<{ status: number; code: string }> = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let accepted = 0;
    /** The requests a 201 created, and how many each member got in, per wave. */
    const acceptedIds = new Set<number>();
    const acceptedIn = new Map<string, number>();
    let replays = 0;
    let noAnswer = 0;
    let killed = false;
    let running = true;
    /** Pending lists the administrators saw in which one member had two pending requests. */
    const twoPending: string[][] = [];

    const bodies: Array<[string, object]> = [
      ['/wallet/charges', { currency: 'USD', amount: 50 }],
      [
        '/wallet/withdrawals',
        { currency: 'USD', amount: 40, moneyPassword: MONEY_PASSWORD, agreeTerms: true },
      ],
      ['/wallet/transfers', { direction: 'wallet_to_platform', to: 'ggclub', amount: 5 }],
    ];

    /** One submission under its own Idempotency-Key; counts what is in flight at once. */
    const submit = async (token: string, url: string, body: object, key: string) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        const response = await fetch(`${base()}${url}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        return {
          status: response.status,
          replayed: response.headers.get('idempotent-replayed') === 'true',
          json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        };
      } catch {
        // The process is down (killed): no answer, so nothing was confirmed.
        return { status: 0, replayed: false, json: {} };
      } finally {
        inFlight -= 1;
      }
    };

    /**
     * A member's part of a wave: PER_MEMBER submissions at the same moment, each with its own key.
     * Only one of them can be pending at a time; the rest are refused.
     */
    const memberWave = (token: string, index: number, wave: number) =>
      Promise.all(
        Array.from({ length: PER_MEMBER }, async (_, k) => {
          const [url, body] = turnOf(bodies, index + wave + k);
          const answer = await submit(token, url, body, `rely-${index}-${wave}-${k}`);
          if (answer.status === 0) {
            noAnswer += 1;
            return;
          }
          if (answer.status !== 201) {
            refusals.push({ status: answer.status, code: String(answer.json.error) });
            return;
          }
          if (answer.replayed) replays += 1;
          accepted += 1;
          const id = Number(answer.json.id);
          acceptedIds.add(id);
          acceptedIn.set(`${wave}:${index}`, (acceptedIn.get(`${wave}:${index}`) ?? 0) + 1);
          confirmed.set(id, String(answer.json.status));
          // Now and then the member changes their mind.
          if ((id + index) % 7 === 0) {
            const cancel = await call('POST', `/requests/${id}/cancel`, token);
            if (cancel.status === 200) confirmed.set(id, 'cancelled');
          }
        }),
      );

    const decisions = ['approve', 'reject', 'cancel'] as const;
    const administrator = async (token: string, index: number) => {
      let turn = index;
      while (running) {
        const list = await call('GET', '/admin/requests?status=pending&limit=50', token);
        const rows = Array.isArray(list.json)
          ? (list.json as Array<{ id: number; username: string }>)
          : [];
        // One list is one snapshot: no member may have two pending requests in it.
        const owners = rows.map((row) => row.username);
        if (new Set(owners).size !== owners.length) twoPending.push(owners);
        for (const row of rows) {
          const decision = turnOf(decisions, turn);
          turn += 1;
          const body = decision === 'reject' ? { adminMemo: 'load test' } : {};
          const answer = await call('POST', `/admin/requests/${row.id}/${decision}`, token, body);
          if (answer.status === 200) confirmed.set(row.id, String(answer.json.status));
        }
        if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const nothingPending = async () => {
      for (;;) {
        const list = await call('GET', '/admin/requests?status=pending&limit=1', turnOf(admins, 0));
        if (Array.isArray(list.json) && list.json.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const deciding = Promise.all(admins.map(administrator));
    for (let wave = 0; wave < WAVES; wave += 1) {
      // Every member's submissions leave together: MEMBERS × PER_MEMBER in flight at once.
      const answered = Promise.all(members.map((token, index) => memberWave(token, index, wave)));
      if (wave === Math.floor(WAVES / 2)) {
        // Half-way, while this wave is being answered, the process is killed and started again.
        const before = accepted + refusals.length;
        while (accepted + refusals.length < before + KILL_AFTER_ANSWERS) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await killHard();
        killed = true;
        await answered;
        await start();
      } else {
        await answered;
      }
      // The administrators empty the queue before the next wave.
      await nothingPending();
    }
    running = false;
    await deciding;

    // The waves were as wide as asked, and the one-pending rule held under them.
    expect(mostInFlight).toBe(MEMBERS * PER_MEMBER);
    expect(twoPending).toEqual([]);
    // Every refusal is the documented one (409 pending_request_exists), never a 5xx.
    const otherRefusals = refusals.filter(
      (refusal) => refusal.status !== 409 || refusal.code !== 'pending_request_exists',
    );
    expect(otherRefusals).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);
    // Distinct keys: every 201 made a new request, none was a replay of another.
    expect(replays).toBe(0);
    expect(acceptedIds.size).toBe(accepted);
    // Each wave starts with nothing pending, so every member got a request in (the wave with
    // the kill aside: its answers stopped).
    const killWave = Math.floor(WAVES / 2);
    const shutOut = [];
    for (let wave = 0; wave < WAVES; wave += 1) {
      for (let index = 0; index < MEMBERS; index += 1) {
        if (wave !== killWave && !acceptedIn.has(`${wave}:${index}`)) shutOut.push({ wave, index });
      }
    }
    expect(shutOut).toEqual([]);
    // The kill hit submissions in flight: some got no answer at all.
    expect(noAnswer).toBeGreaterThan(0);

    expect(killed).toBe(true);

    // Read the books straight from the database, the server stopped.
    await killHard();
    const handle = await openOwn(database.config);
    try {
      const rows = await handle.db.selectFrom('money_requests').select(['id', 'status']).execute();
      const stored = new Map(rows.map((row) => [Number(row.id), row.status]));
      const lost = [...confirmed.keys()].filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      // Every request ended, and each confirmed final status is the stored one.
      expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
      const differ = [...confirmed].filter(
        ([id, status]) => status !== 'pending' && stored.get(id) !== status,
      );
      expect(differ).toEqual([]);
      // Decided once: at most one administrator decision per request in the audit log.
      const decisionsPerRequest = await handle.db
        .selectFrom('audit_log')
        .select(['target', (eb) => eb.fn.countAll<string>().as('n')])
        .where('action', 'in', ['request.approve', 'request.reject', 'request.cancel'])
        .groupBy('target')
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(decisionsPerRequest).toEqual([]);
      // Both administrators decided requests: the races were between two accounts.
      const deciders = await handle.db
        .selectFrom('audit_log')
        .innerJoin('users', 'users.id', 'audit_log.actor_id')
        .select('users.username')
        .distinct()
        .where('users.role', '=', 'admin')
        .where('action', 'in', ['request.approve', 'request.reject', 'request.cancel'])
        .execute();
      expect(deciders.map((row) => row.username).sort()).toEqual(
        [ADMIN.username, SECOND_ADMIN.username].sort(),
      );
      const negative = await handle.db
        .selectFrom('ledger_accounts')
        .select(['code', 'balance'])
        .where('kind', 'in', ['member_available', 'member_held'])
        .where('balance', '<', '0')
        .execute();
      expect(negative).toEqual([]);
      const books = await reconcileLedger(handle.db);
      expect(books).toMatchObject({ ok: true, mismatches: [] });
    } finally {
      await handle.close();
    }
  });
});

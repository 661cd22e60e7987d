// The money path against its anchor of the same run (docs/benchmarks.md): charge → approve cycles
// with 20 members and 2 administrators on PostgreSQL, against the administrator corrections a
// second on PGlite; the ledger must reconcile after. A broken goal is pushed onto `failures`.
import http from 'node:http';
import { ratioLine } from './api.mjs';
import { cpuPerCycle, cpuSnapshot, formatCpuPerCycle, isLocalDatabase } from './cpu-share.mjs';
import { autocannon, formatLoad } from './load.mjs';
import { ADMIN_PASSWORD, MEMBER, withBenchServer } from './server.mjs';

export const MONEY_GOAL = 5;
const MEMBERS = 20;
const ADMINS = 2;
const SECONDS = 6;

const json = { 'content-type': 'application/json' };

// The cycles' calls go through node:http on kept-alive sockets: fetch cost this process about
// twice the CPU a call, CPU the server and PostgreSQL share on the same cores.
const agent = new http.Agent({ keepAlive: true });

/** POSTs a JSON body; answers the status and the parsed answer. */
function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, ...json, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () => {
          // An answer that is not JSON (a proxy's page) counts as refused, with its status.
          let body = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = null;
          }
          resolve({ status: response.statusCode, body });
        });
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

async function logIn(base, username, password) {
  const answer = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json());
  if (!answer.token) throw new Error(`${username} could not log in: ${JSON.stringify(answer)}`);
  return { authorization: `Bearer ${answer.token}` };
}

/** The reconciliation through the API; pushes a failure unless it is clean. */
async function reconcile(base, admin, kind, failures) {
  const started = performance.now();
  const result = await fetch(`${base}/api/admin/ledger/reconcile`, { headers: admin }).then((r) =>
    r.json(),
  );
  console.log(
    `  GET /api/admin/ledger/reconcile over ${result.entries} entries: ${(performance.now() - started).toFixed(0)} ms, ok ${result.ok}, ${result.mismatches.length} differences`,
  );
  if (!result.ok) failures.push(`${kind}: the reconciliation found ${result.mismatches.length}`);
}

/** Corrections a second on PGlite, 10 connections: one money transaction each. */
async function correctionRate(root, port, failures) {
  return withBenchServer({ root, port }, async ({ base }) => {
    const admin = await logIn(base, 'admin', ADMIN_PASSWORD);
    const [member] = await fetch(`${base}/api/admin/users?q=${MEMBER.username}`, {
      headers: admin,
    }).then((r) => r.json());
    console.log('Money on PGlite: administrator corrections, autocannon, 10 connections, 6 s');
    const r = await autocannon(root, `${base}/api/admin/users/${member.id}/corrections`, {
      connections: 10,
      seconds: SECONDS,
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ amount: 0.01, reason: 'benchmark' }),
    });
    console.log(`  POST /api/admin/users/{id}/corrections: ${formatLoad(r)}`);
    if (r.failures > 0) failures.push(`PGlite corrections: ${r.failures} requests failed`);
    await reconcile(base, admin, 'PGlite', failures);
    return r.rps;
  });
}

/**
 * Members who may charge (bank details) and the approving administrators, all with MEMBER's
 * password (an administrator written here also means the server creates no other at start).
 */
async function seedPeople(db) {
  await db.query(
    `insert into users (username, password_hash, role, status, referral_id, bank_name, bank_account)
     select 'cycle' || g, (select password_hash from users where username = $1), 'user',
            'approved', 'C' || lpad(g::text, 7, '0'), 'Bench Bank', '000-' || g
     from generate_series(1, $2::int) as g`,
    [MEMBER.username, MEMBERS],
  );
  await db.query(
    `insert into users (username, password_hash, role, status, referral_id)
     select 'approver' || g, (select password_hash from users where username = $1), 'admin',
            'approved', 'A' || lpad(g::text, 7, '0')
     from generate_series(1, $2::int) as g`,
    [MEMBER.username, ADMINS],
  );
  await db.query(
    `insert into deposit_addresses (currency, label, account, holder, active)
     values ('USD', 'USD Bank', 'USD-ACC-001', 'Bench Ltd', true)`,
  );
}

/**
 * Charge → approve cycles on PostgreSQL: each member makes a charge and waits for it to be
 * approved (one pending request per member), two administrators approve what is waiting.
 * Answers completed cycles a second.
 */
async function cycleRate(root, port, postgres, failures) {
  return withBenchServer(
    { root, port, postgres, seed: seedPeople },
    async ({ base, serverPid }) => {
      const admins = [];
      for (let i = 1; i <= ADMINS; i += 1) {
        admins.push(await logIn(base, `approver${i}`, MEMBER.password));
      }
      const members = [];
      for (let i = 1; i <= MEMBERS; i += 1) {
        members.push(await logIn(base, `cycle${i}`, MEMBER.password));
      }
      const waiting = [];
      const wake = [];
      let completed = 0;
      let refused = 0;
      let firstRefusal;
      const until = Date.now() + SECONDS * 1000;
      const next = () =>
        waiting.length > 0
          ? Promise.resolve(waiting.shift())
          : new Promise((resolve) => wake.push(resolve));
      const offer = (item) => {
        const sleeper = wake.shift();
        if (sleeper) sleeper(item);
        else waiting.push(item);
      };
      const member = async (auth) => {
        while (Date.now() < until) {
          const answer = await post(
            `${base}/api/wallet/charges`,
            auth,
            JSON.stringify({ currency: 'USD', amount: 100 }),
          );
          if (answer.status !== 201) {
            refused += 1;
            firstRefusal ??= `${answer.status} ${JSON.stringify(answer.body)}`;
            continue;
          }
          await new Promise((done) => offer({ id: answer.body.id, done }));
        }
      };
      const admin = async (auth) => {
        for (;;) {
          const item = await next();
          if (item === null) return;
          const answer = await post(`${base}/api/admin/requests/${item.id}/approve`, auth, '{}');
          if (answer.status === 200) completed += 1;
          else {
            refused += 1;
            firstRefusal ??= `${answer.status} on approval`;
          }
          item.done();
        }
      };
      const cpuBefore = cpuSnapshot(serverPid, isLocalDatabase(postgres));
      const started = performance.now();
      const approving = admins.map(admin);
      await Promise.all(members.map(member));
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = cpuSnapshot(serverPid, isLocalDatabase(postgres));
      for (let i = 0; i < ADMINS; i += 1) offer(null);
      await Promise.all(approving);
      const rate = completed / seconds;
      console.log(
        `Money on PostgreSQL: charge → approve, ${MEMBERS} members, ${ADMINS} administrators, ${SECONDS} s`,
      );
      console.log(`  ${completed} cycles, ${rate.toFixed(0)}/s, ${refused} refused`);
      const cpu = cpuPerCycle(cpuBefore, cpuAfter, completed);
      for (const line of formatCpuPerCycle(cpu)) console.log(line);
      if (refused > 0) {
        failures.push(
          `PostgreSQL charge → approve: ${refused} calls refused, first ${firstRefusal}`,
        );
      }
      await reconcile(base, admins[0], 'PostgreSQL', failures);
      return { rate, cpu };
    },
  );
}

export async function moneyBench({ root, port, postgres, failures }) {
  const corrections = await correctionRate(root, port, failures);
  if (!postgres) {
    console.log('Money on PostgreSQL: skipped, no database answers (DATABASE_URL)');
    return;
  }
  const { rate: cycles, cpu } = await cycleRate(root, port, postgres, failures);
  console.log(
    `  the goal asks ${MONEY_GOAL} × ${corrections.toFixed(0)} = ${(MONEY_GOAL * corrections).toFixed(0)} cycles/s: ${((cpu.cores * 1000) / (MONEY_GOAL * corrections)).toFixed(2)} ms of CPU a cycle on ${cpu.cores} cores, for every part together`,
  );
  console.log('ratio');
  ratioLine(
    'charge → approve on PostgreSQL',
    cycles,
    'corrections on PGlite',
    corrections,
    MONEY_GOAL,
    failures,
  );
}

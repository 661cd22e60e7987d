// API figures against anchors measured in the same run (docs/benchmarks.md): each route beside
// the route it is judged by, and the ratio. A broken goal is pushed onto `failures`.
import { autocannon, formatLoad } from './load.mjs';
import { MEMBER, withBenchServer } from './server.mjs';

/** The goals of the API: figure ≥ ratio × anchor. */
export const API_GOALS = {
  usersInfo: 0.5,
  exchangeRate: 0.8,
  login: 0.7,
};

/** How many argon2 checks a second this machine does alone (the server allows two at once). */
async function argon2Alone(root, storedHash, password, seconds = 3) {
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  // The server's own library; the parameters are the ones in the server's stored hash.
  const { verify } = createRequire(path.join(root, 'server', 'package.json'))('@node-rs/argon2');
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    [0, 1].map(async () => {
      while (Date.now() < until) {
        if (!(await verify(storedHash, password))) throw new Error('the stored hash did not match');
        done += 1;
      }
    }),
  );
  return done / seconds;
}

export function ratioLine(name, figure, anchorName, anchor, goal, failures) {
  const ratio = figure / anchor;
  const ok = ratio >= goal;
  if (!ok) failures.push(`${name}: ${ratio.toFixed(2)}× ${anchorName}, goal ≥ ${goal}×`);
  console.log(
    `  ${name}: ${figure.toFixed(0)}/s vs ${anchorName} ${anchor.toFixed(0)}/s = ${ratio.toFixed(2)}× (goal ≥ ${goal}×) ${ok ? 'ok' : 'BROKEN'}`,
  );
  return ratio;
}

/** One database kind: the anchors, the three routes and their ratios. */
async function onDatabase(root, port, postgres, failures) {
  let storedHash = '';
  return withBenchServer(
    {
      root,
      port,
      postgres,
      seed: async (db) => {
        const { rows } = await db.query('select password_hash from users where username = $1', [
          MEMBER.username,
        ]);
        storedHash = rows[0].password_hash;
      },
    },
    async ({ base, kind }) => {
      const login = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(MEMBER),
      }).then((r) => r.json());
      const auth = { authorization: `Bearer ${login.token}` };
      console.log(
        `API on ${kind}: autocannon, 50 connections, 2 rounds of 3 s per route, loopback`,
      );
      const run = async (name, url, options) => {
        const r = await autocannon(root, `${base}${url}`, { seconds: 3, ...options });
        console.log(`  ${name}: ${formatLoad(r)}`);
        if (r.failures > 0) failures.push(`${kind} ${name}: ${r.failures} requests failed`);
        return r.rps;
      };
      // Anchor and route take turns, twice, so a change in the machine's load in the middle of
      // the run weighs on both sides of a ratio alike; each figure is the mean of its rounds.
      const turns = async (anchor, route) => {
        const sums = [0, 0];
        for (let round = 0; round < 2; round += 1) {
          sums[0] += await anchor();
          sums[1] += await route();
        }
        return sums.map((sum) => sum / 2);
      };
      const [noDb, rates] = await turns(
        () => run('anchor GET /api/bench/no-db', '/api/bench/no-db'),
        () => run('GET /api/exchange-rate', '/api/exchange-rate'),
      );
      const [selectOne, info] = await turns(
        () => run('anchor GET /api/bench/select-one', '/api/bench/select-one', { headers: auth }),
        () => run('GET /api/users/info', '/api/users/info', { headers: auth }),
      );
      const [hashes, logins] = await turns(
        async () => {
          const rate = await argon2Alone(root, storedHash, MEMBER.password, 3);
          console.log(`  anchor argon2id checks alone, 2 at once: ${rate.toFixed(1)}/s`);
          return rate;
        },
        // 8, not 50: the abuse limit refuses an eleventh login in flight from one address (each
        // try holds a slot until its password is checked), and the server hashes two at a time,
        // so eight connections keep it busy without being refused.
        () =>
          run('POST /api/users/login (8 connections)', '/api/users/login', {
            connections: 8,
            method: 'POST',
            body: JSON.stringify(MEMBER),
          }),
      );
      console.log(`ratios on ${kind}`);
      return {
        kind,
        usersInfo: ratioLine(
          `${kind} users/info`,
          info,
          'select-one',
          selectOne,
          API_GOALS.usersInfo,
          failures,
        ),
        exchangeRate: ratioLine(
          `${kind} exchange-rate`,
          rates,
          'no-db',
          noDb,
          API_GOALS.exchangeRate,
          failures,
        ),
        login: ratioLine(
          `${kind} login`,
          logins,
          'argon2id alone',
          hashes,
          API_GOALS.login,
          failures,
        ),
      };
    },
  );
}

/** PGlite always; PostgreSQL when `postgres` (a url) answers. */
export async function apiBench({ root, port, postgres, failures }) {
  const results = [await onDatabase(root, port, null, failures)];
  if (postgres) results.push(await onDatabase(root, port, postgres, failures));
  else console.log('API on PostgreSQL: skipped, no database answers (DATABASE_URL)');
  return results;
}

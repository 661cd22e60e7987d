// Growth (docs/benchmarks.md "Growth"): the member's and the back office's read routes on a
// database of 10,000 and of 1,000,000 journal entries (100,000 members), each against the same
// route on the small database, both servers up at once and taking turns; goal: each rate at least
// 1 / 1.2 of the small database's. Then the full reconciliation, stated per million entries.
// On PostgreSQL only: seeding a million entries into PGlite takes far longer than the figures.
// `npm run bench -- --growth` or BENCH_GROWTH=1 adds it to the bench; alone:
// `node scripts/bench/server-figures.mjs --only growth`.
import { autocannon, formatLoad } from './load.mjs';
import { seedGrowth } from './seed-growth.mjs';
import { ADMIN_PASSWORD, MEMBER, withBenchServer } from './server.mjs';

/** A route on a grown database keeps at least this share of its rate on the small one. */
export const GROWTH_GOAL = 1 / 1.2;
/**
 * Journal entries and members per database; every member has ten charges, so the bench member has
 * the same rows in each. The small one has members enough for full pages of requests, pending too.
 */
export const GROWTH_SIZES = [
  { name: 'small', entries: 250, members: 25 },
  { name: '10k', entries: 10_000, members: 1_000 },
  { name: '1M', entries: 1_000_000, members: 100_000 },
];
const SECONDS = 4;
const CONNECTIONS = 10;
/** The back office's page size: every database answers a full page of it (seed-growth.mjs). */
const PAGE = 'limit=20&offset=0';

async function logIn(base, username, password) {
  const answer = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json());
  if (!answer.token) throw new Error(`${username} could not log in: ${JSON.stringify(answer)}`);
  return { authorization: `Bearer ${answer.token}` };
}

/** The routes measured, with the tokens and the bench member's id of one server. */
async function routesOf(base) {
  const member = await logIn(base, MEMBER.username, MEMBER.password);
  const admin = await logIn(base, 'admin', ADMIN_PASSWORD);
  const [found] = await fetch(`${base}/api/admin/users?q=${MEMBER.username}`, {
    headers: admin,
  }).then((r) => r.json());
  return [
    { name: 'GET /api/users/info', url: '/api/users/info', headers: member },
    { name: 'GET /api/wallet/history', url: '/api/wallet/history', headers: member },
    { name: 'GET /api/trade/history', url: '/api/trade/history', headers: member },
    { name: `GET /api/admin/requests?${PAGE}`, url: `/api/admin/requests?${PAGE}`, headers: admin },
    {
      name: `GET /api/admin/requests?status=pending&${PAGE}`,
      url: `/api/admin/requests?status=pending&${PAGE}`,
      headers: admin,
    },
    {
      name: "GET /api/admin/ledger/reconcile?userId= (the bench member's)",
      url: `/api/admin/ledger/reconcile?userId=${found.id}`,
      headers: admin,
    },
  ].map((route) => ({ ...route, admin }));
}

/** The full reconciliation, twice; answers the faster time in ms and the entries it checked. */
async function fullReconciliation(base, admin) {
  let best = Infinity;
  let result;
  for (let round = 0; round < 2; round += 1) {
    const started = performance.now();
    result = await fetch(`${base}/api/admin/ledger/reconcile`, { headers: admin }).then((r) =>
      r.json(),
    );
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, entries: result.entries, ok: result.ok, mismatches: result.mismatches.length };
}

const seeded = (size) => async (db) => {
  await seedGrowth(db, {
    members: size.members,
    entries: size.entries,
    memberName: MEMBER.username,
    log: (line) => console.log(`  [${size.name}]${line}`),
  });
};

export async function growthBench({ root, port, postgres, failures }) {
  if (!postgres) {
    console.log('Growth: skipped, no PostgreSQL answers (DATABASE_URL)');
    return;
  }
  const [small, ...grown] = GROWTH_SIZES;
  await withBenchServer(
    { root, port, postgres, seed: seeded(small) },
    async ({ base: smallBase }) => {
      const smallRoutes = await routesOf(smallBase);
      const run = async (label, base, route) => {
        const r = await autocannon(root, `${base}${route.url}`, {
          seconds: SECONDS,
          connections: CONNECTIONS,
          headers: route.headers,
        });
        console.log(`  ${label} ${route.name}: ${formatLoad(r)}`);
        if (r.failures > 0) failures.push(`growth ${label} ${route.name}: ${r.failures} failed`);
        return r.rps;
      };
      const smallFull = await fullReconciliation(smallBase, smallRoutes[0].admin);
      for (const size of grown) {
        await withBenchServer(
          { root, port: port + 1, postgres, seed: seeded(size) },
          async ({ base }) => {
            const routes = await routesOf(base);
            console.log(
              `Growth on PostgreSQL: ${size.name} (${size.entries} entries, ${size.members} members) against small, autocannon, ${CONNECTIONS} connections, 2 rounds of ${SECONDS} s each, taking turns`,
            );
            const lines = [];
            for (const [index, route] of routes.entries()) {
              const sums = [0, 0];
              for (let round = 0; round < 2; round += 1) {
                sums[0] += await run('small', smallBase, smallRoutes[index]);
                sums[1] += await run(size.name, base, route);
              }
              const ratio = sums[1] / sums[0];
              const ok = ratio >= GROWTH_GOAL;
              if (!ok) {
                failures.push(
                  `growth ${size.name} ${route.name}: ${ratio.toFixed(2)}× small, goal ≥ ${GROWTH_GOAL.toFixed(2)}× (1 / 1.2)`,
                );
              }
              lines.push(
                `  ${route.name}: ${(sums[1] / 2).toFixed(0)}/s vs small ${(sums[0] / 2).toFixed(0)}/s = ${ratio.toFixed(2)}× (goal ≥ ${GROWTH_GOAL.toFixed(2)}×) ${ok ? 'ok' : 'BROKEN'}`,
              );
            }
            console.log(`ratios, ${size.name} against small`);
            for (const line of lines) console.log(line);
            const full = await fullReconciliation(base, routes[0].admin);
            const perMillion = (full.ms / full.entries) * 1e6;
            console.log(
              `  full GET /api/admin/ledger/reconcile over ${full.entries} entries: ${full.ms.toFixed(0)} ms (${(perMillion / 1000).toFixed(1)} s per million entries; small: ${smallFull.ms.toFixed(0)} ms over ${smallFull.entries}), ok ${full.ok}, ${full.mismatches} differences`,
            );
            if (!full.ok)
              failures.push(`growth ${size.name}: the reconciliation found differences`);
          },
        );
      }
    },
  );
}

import { MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES } from '@wallet/shared/domain';
import { Migrator, sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import {
  type calls,
  created,
  moneyMember,
  MONEY_PASSWORD,
  openMoneyApp,
  type Member,
} from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

/**
 * The back office's total (X-Total-Count of GET /admin/requests) sums the counts kept beside the
 * requests for kind/status filters (migration 0009_request_counts): it must stay the exact count.
 */
describe('the kept request counts', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let adminToken: string;
  beforeAll(async () => {
    ({ t, api, adminToken } = await openMoneyApp());
  });
  afterAll(() => t.close());

  /** The kinds and statuses whose kept counts differ from the requests (none when exact). */
  const differences = async () => {
    const { rows } = await sql<{ kind: string; status: string; kept: string; counted: string }>`
      select coalesce(k.kind, r.kind) as kind, coalesce(k.status, r.status) as status,
             coalesce(k.n, 0)::text as kept, coalesce(r.n, 0)::text as counted
      from (select kind, status, sum(n) as n from money_request_counts group by kind, status) k
      full join (select kind, status, count(*) as n from money_requests group by kind, status) r
        on r.kind = k.kind and r.status = k.status
      where coalesce(k.n, 0) <> coalesce(r.n, 0)`.execute(t.db);
    return rows;
  };

  const counted = async (kind?: string, status?: string) => {
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from money_requests
      where (${kind ?? null}::text is null or kind = ${kind ?? null})
        and (${status ?? null}::text is null or status = ${status ?? null})`.execute(t.db);
    return rows[0]?.n;
  };

  /** X-Total-Count of every kind/status filter (and of none) is the count of those requests. */
  const expectExactTotals = async () => {
    const filters: { kind?: string; status?: string }[] = [
      {},
      ...MONEY_REQUEST_KINDS.map((kind) => ({ kind })),
      ...MONEY_REQUEST_STATUSES.map((status) => ({ status })),
      ...MONEY_REQUEST_STATUSES.map((status) => ({ kind: 'wallet_charge', status })),
      ...MONEY_REQUEST_STATUSES.map((status) => ({ kind: 'wallet_withdraw', status })),
    ];
    for (const filter of filters) {
      const query = new URLSearchParams({ ...filter, limit: '1' });
      const answer = await api.get(adminToken, `/admin/requests?${query}`);
      expect(answer.statusCode).toBe(200);
      expect({ filter, total: answer.headers['x-total-count'] }).toEqual({
        filter,
        total: await counted(filter.kind, filter.status),
      });
    }
    expect(await differences()).toEqual([]);
  };

  const charge = async (member: Member) =>
    created(await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 100 }));
  const withdraw = async (member: Member) =>
    created(
      await api.send(member.token, '/wallet/withdrawals', {
        currency: 'USD',
        amount: 60,
        moneyPassword: MONEY_PASSWORD,
        agreeTerms: true,
      }),
    );

  it('stay exact across create, approve, reject and cancel, in shards by request id', async () => {
    await expectExactTotals();
    const members = await Promise.all(
      Array.from({ length: 6 }, () =>
        moneyMember(t, { balanceMinor: 30_000n, moneyPassword: MONEY_PASSWORD }),
      ),
    );

    // Made at once, then decided at once: each request adds to and moves within its own shard.
    const charges = await Promise.all(members.map(charge));
    await expectExactTotals();
    const approved = await Promise.all(charges.map((request) => api.approve(request.id)));
    expect(approved.map((answer) => answer.statusCode)).toEqual(charges.map(() => 200));
    await expectExactTotals();

    const [first, second, third, fourth] = members as [Member, Member, Member, Member];
    const rejected = await charge(first);
    expect((await api.reject(rejected.id, 'No deposit arrived')).statusCode).toBe(200);
    const byAdmin = await withdraw(second);
    expect((await api.adminCancel(byAdmin.id)).statusCode).toBe(200);
    const byMember = await withdraw(third);
    expect((await api.cancel(third.token, byMember.id)).statusCode).toBe(200);
    const paid = await withdraw(fourth);
    expect((await api.approve(paid.id)).statusCode).toBe(200);
    await withdraw(first);
    await expectExactTotals();

    // A decision refused (already decided) changes no count.
    expect((await api.approve(rejected.id)).statusCode).toBe(409);
    await expectExactTotals();

    const { rows } = await sql<{ shards: number }>`
      select count(distinct shard)::int as shards from money_request_counts where n > 0`.execute(
      t.db,
    );
    expect(rows[0]?.shards).toBeGreaterThan(1);
  });

  it('stay exact when many requests are written, changed or removed in one statement', async () => {
    const member = await moneyMember(t);
    const { rows } = await sql<{ id: string }>`
      insert into money_requests (user_id, kind, status, created_at, processed_at, currency,
                                  amount_minor)
      select ${member.id}, 'platform_recharge', 'completed', now(), now(), 'USD', 100 * g
      from generate_series(1, 20) as g
      returning id`.execute(t.db);
    await expectExactTotals();
    const ids = rows.map((row) => row.id);
    await sql`update money_requests set kind = 'platform_withdraw'
              where id in (${sql.join(ids.slice(0, 7))})`.execute(t.db);
    await sql`update money_requests set admin_memo = 'seen' where id in (${sql.join(ids)})`.execute(
      t.db,
    );
    await expectExactTotals();
    await sql`delete from money_requests where id in (${sql.join(ids)})`.execute(t.db);
    await expectExactTotals();
  });

  it('are counted from the requests already there when the migration runs', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0008_request_queue');
    expect(down.results?.map((result) => result.migrationName)).toEqual([
      '0011_template_wording',
      '0010_rate_limit_take',
      '0009_request_counts',
    ]);
    expect(await migrateToLatest(t.db)).toEqual([
      '0009_request_counts',
      '0010_rate_limit_take',
      '0011_template_wording',
    ]);
    await expectExactTotals();
    expect(await counted()).not.toBe('0');
  });

  it('total a username or days filter exactly too, by counting', async () => {
    const member = await moneyMember(t);
    await charge(member);
    const mine = await api.get(
      adminToken,
      `/admin/requests?username=${member.account.username}&status=pending`,
    );
    expect(mine.headers['x-total-count']).toBe('1');
    const days = await api.get(adminToken, '/admin/requests?from=2000-01-01&limit=1');
    expect(days.headers['x-total-count']).toBe(await counted());
  });
});

import { DEFAULT_MAXIMUM_USD_MINOR, toMajor } from '@wallet/shared/domain';
import {
  calls,
  created,
  footprint,
  moneyMember,
  MONEY_PASSWORD,
  seedDepositAddresses,
  type Member,
  type MoneyMemberSeed,
} from './money-fixtures';
import { createTestApp, type TestApp, type TestAppOptions } from './support/test-app';

/** The app, the calls and the administrator's token of one refusal test file. */
export interface RefusalWorld {
  t: TestApp;
  api: ReturnType<typeof calls>;
  adminToken: string;
}

/** One refused call: the member it needs, the call, the answer, and what must be set first. */
export interface Refusal {
  name: string;
  seed?: MoneyMemberSeed;
  url: string;
  payload: object;
  status: number;
  error: string;
  fields?: Record<string, string>;
  /** What the answer's readable text must say, when the case is about it. */
  message?: RegExp;
  before?: (world: RefusalWorld, member: Member) => Promise<void>;
  after?: (world: RefusalWorld) => Promise<void>;
}

/** A cent above the per-request maximum a server has when MAX_REQUEST_USD is not set. */
export const aboveDefaultMaximum = toMajor(DEFAULT_MAXIMUM_USD_MINOR + 1n, 'USD');

export const rich = { balanceMinor: 10_000_000n, moneyPassword: MONEY_PASSWORD };

export const withdrawBody = (currency: string, amount: number, extra: object = {}) => ({
  currency,
  amount,
  moneyPassword: MONEY_PASSWORD,
  agreeTerms: true,
  ...extra,
});

export const setUsdt = (available: boolean) => async (world: RefusalWorld) => {
  await world.t.db
    .updateTable('exchange_rates')
    .set({ available })
    .where('currency', '=', 'USDT')
    .execute();
};

export const setAddress =
  (currency: 'PHP' | 'KRW', active: boolean) => async (world: RefusalWorld) => {
    await world.t.db
      .updateTable('deposit_addresses')
      .set({ active })
      .where('currency', '=', currency)
      .execute();
  };

/** Makes the member's one pending request, so the next create is the second. */
export async function pendingCharge(world: RefusalWorld, member: Member): Promise<void> {
  created(await world.api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }));
}

/**
 * A describe block's app (fresh per file) and its table of refusals: each case answers its status
 * and code, and afterwards the wallet, the requests, the journal, the messages, the audit log and
 * the idempotency keys are exactly as before.
 */
export function refusalSuite(cases: Refusal[], options: TestAppOptions = {}): () => RefusalWorld {
  let world: RefusalWorld | undefined;
  beforeAll(async () => {
    const t = await createTestApp(options);
    await seedDepositAddresses(t);
    const adminToken = await t.login(await t.createAdmin());
    world = { t, api: calls(t, adminToken), adminToken };
  });
  afterAll(() => world?.t.close());
  const current = () => {
    if (!world) throw new Error('the refusal suite has not started');
    return world;
  };

  it.each(cases)('refuses $name: $status $error', async (refusal) => {
    const w = current();
    const member = await moneyMember(w.t, refusal.seed);
    if (refusal.before) await refusal.before(w, member);
    try {
      const before = await footprint(w.t, member.id);
      const answer = await w.api.send(member.token, refusal.url, refusal.payload, {
        'idempotency-key': `refusal-${member.id}`,
      });
      expect({ status: answer.statusCode, error: answer.json().error }).toEqual({
        status: refusal.status,
        error: refusal.error,
      });
      if (refusal.fields) expect(answer.json().fields).toEqual(refusal.fields);
      if (refusal.message) expect(answer.json().message).toMatch(refusal.message);
      expect(await footprint(w.t, member.id)).toEqual(before);
    } finally {
      if (refusal.after) await refusal.after(w);
    }
  });
  return current;
}

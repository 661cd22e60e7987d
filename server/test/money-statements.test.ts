import {
  accountBalance,
  calls,
  created,
  messagesOf,
  moneyMember,
  seedDepositAddresses,
  wallet,
} from './money-fixtures';
import { QuerySpy } from './support/query-spy';
import { createTestApp, type TestApp } from './support/test-app';
import { memberAvailable } from '../src/modules/ledger';

jest.setTimeout(120_000);

/*
 * The statements of a charge and of its approval, counted (docs/benchmarks.md): on PostgreSQL
 * each is a round trip, and their number set the charge → approve rate. Folding them took an
 * approval from 17 to 5 and a charge from 8 to 6 (each transaction adds its begin and commit,
 * which the spy does not see); these counts keep them from growing back unnoticed.
 */
describe('the statements of the money path', () => {
  const spy = new QuerySpy();
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [spy] });
    await seedDepositAddresses(t);
    const admin = await t.createAdmin();
    api = calls(t, await t.login(admin));
  });
  afterAll(() => t.close());

  it('makes a charge in 6 statements and approves it in 5, with every effect in place', async () => {
    const member = await moneyMember(t);
    spy.clear();
    const charge = created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 100 }),
    );
    // session, member with platforms, deposit address, request, template, message
    expect(spy.statements).toHaveLength(6);

    spy.clear();
    expect((await api.approve(charge.id)).statusCode).toBe(200);
    // session, decision with the member's name and the template, journal entry, bonus,
    // message + audit
    expect(spy.statements).toHaveLength(5);

    expect(await wallet(t, member.id)).toEqual({ available: 9800n, held: 0n });
    expect(await accountBalance(t, memberAvailable(member.id))).toBe(9800n);
    expect((await messagesOf(t, member.id)).map((message) => message.subject)).toHaveLength(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `request:${charge.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'request.approve' }]);
  });
});

import { exchangeRateAnswerSchema } from '@wallet/shared/domain';
import { created, moneyMember, seedDepositAddresses } from './money-fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('GET /api/exchange-rate', () => {
  let t: TestApp;
  let clock = new Date('2030-05-01T00:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it('answers the seeded rates as numbers with the time of the last change, without a token', async () => {
    const answer = await t.app.inject({ url: '/api/exchange-rate' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(exchangeRateAnswerSchema.parse(body)).toEqual(body);
    expect(body.rates).toEqual({ KRW: 1380.5, PHP: 57.235, USDT: 1 });
    expect(answer.body).toContain('"KRW":1380.5');
    expect(new Date(body.date).toISOString()).toBe(body.date);
  });

  it('leaves USDT out while it is unavailable and dates the answer by the latest change', async () => {
    const changedAt = new Date('2030-01-02T03:04:05.000Z');
    await t.db
      .updateTable('exchange_rates')
      .set({ available: false, updated_at: changedAt })
      .where('currency', '=', 'USDT')
      .execute();
    await t.db
      .updateTable('exchange_rates')
      .set({ rate: '1400.123456' })
      .where('currency', '=', 'KRW')
      .execute();
    // Written past this process (as another API process would): seen once the copy in memory
    // is older than a second.
    clock = new Date(clock.getTime() + 1001);
    const body = (await t.app.inject({ url: '/api/exchange-rate' })).json();
    expect(body.rates).toEqual({ KRW: 1400.123456, PHP: 57.235 });
    expect('USDT' in body.rates).toBe(false);
    expect(body.date).toBe(changedAt.toISOString());
  });

  it('answers a change made in the back office at once, and the next money quote uses it', async () => {
    await seedDepositAddresses(t);
    const admin = await t.createAdmin();
    const adminToken = await t.login(admin);
    const member = await moneyMember(t);
    // The copy in memory is fresh: without the PUT dropping it, the old rate would be answered.
    const before = (await t.app.inject({ url: '/api/exchange-rate' })).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: bearer(adminToken),
      payload: { rates: { KRW: 1500, PHP: 60, USDT: 1 }, usdtAvailable: true },
    });
    expect(put.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/exchange-rate' })).json();
    expect({ before: before.rates.KRW, after: after.rates }).toEqual({
      before: 1400.123456,
      after: { KRW: 1500, PHP: 60, USDT: 1 },
    });
    const charge = created(
      await t.app.inject({
        method: 'POST',
        url: '/api/wallet/charges',
        headers: bearer(member.token),
        payload: { currency: 'KRW', amount: 100, rate: after.rates.KRW },
      }),
    );
    expect(charge).toMatchObject({ rate: 1500, convertedAmount: 150000 });
  });
});

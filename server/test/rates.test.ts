import { exchangeRateAnswerSchema } from '@wallet/shared/domain';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/exchange-rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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
    const body = (await t.app.inject({ url: '/api/exchange-rate' })).json();
    expect(body.rates).toEqual({ KRW: 1400.123456, PHP: 57.235 });
    expect('USDT' in body.rates).toBe(false);
    expect(body.date).toBe(changedAt.toISOString());
  });
});

import { adminExchangeRatesSchema } from '@wallet/shared/domain';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('exchange rates in the back office', () => {
  let t: TestApp;
  let clock = new Date('2030-05-01T00:00:00.000Z');
  let adminToken: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const admin = await t.createAdmin();
    adminId = admin.id;
    adminToken = await t.login(admin);
  });
  afterAll(() => t.close());

  const read = (token = adminToken) =>
    t.app.inject({ url: '/api/admin/exchange-rates', headers: bearer(token) });
  const put = (payload: unknown, token = adminToken) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: bearer(token),
      payload: payload as object,
    });
  const publicRates = async () => (await t.app.inject({ url: '/api/exchange-rate' })).json();
  const stored = () =>
    t.db
      .selectFrom('exchange_rates')
      .select(['currency', 'rate', 'available'])
      .orderBy('currency')
      .execute();

  it('shows every rate, USDT too, and whether USDT is offered', async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 },
      usdtAvailable: true,
    });
    expect(adminExchangeRatesSchema.parse(answer.json())).toEqual(answer.json());
  });

  it('stores six decimals exactly, dates the public rates by the change and audits it', async () => {
    clock = new Date('2030-05-01T03:04:05.000Z');
    const body = { rates: { KRW: 1400.123456, PHP: 56.1, USDT: 0.999987 }, usdtAvailable: false };
    const answer = await put(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(body);
    expect(await stored()).toEqual([
      { currency: 'KRW', rate: '1400.123456', available: true },
      { currency: 'PHP', rate: '56.100000', available: true },
      { currency: 'USDT', rate: '0.999987', available: false },
    ]);
    expect((await read()).json()).toEqual(body);

    // USDT leaves the public answer while unavailable; the date is the change's.
    // (The clock moves within the administrator's 8-hour session.)
    expect(await publicRates()).toEqual({
      rates: { KRW: 1400.123456, PHP: 56.1 },
      date: '2030-05-01T03:04:05.000Z',
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target', 'before', 'after'])
      .where('action', '=', 'rate.update')
      .execute();
    expect(audit).toEqual([
      {
        actor_id: String(adminId),
        target: 'exchange_rates',
        before: { rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, usdtAvailable: true },
        after: body,
      },
    ]);

    clock = new Date('2030-05-01T04:00:00.000Z');
    const back = await put({ rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, usdtAvailable: true });
    expect(back.statusCode).toBe(200);
    expect(await publicRates()).toEqual({
      rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 },
      date: '2030-05-01T04:00:00.000Z',
    });
  });

  it('answers 422 with fields for a rate it cannot store, and changes nothing', async () => {
    const before = await stored();
    const good = { KRW: 1380.5, PHP: 57.235, USDT: 1 };
    const cases: [unknown, Record<string, string>][] = [
      [{ rates: { ...good, KRW: 1380.1234567 }, usdtAvailable: true }, { 'rates.KRW': 'invalid' }],
      [{ rates: { ...good, PHP: 0 }, usdtAvailable: true }, { 'rates.PHP': 'invalid' }],
      [{ rates: { ...good, USDT: -1 }, usdtAvailable: true }, { 'rates.USDT': 'invalid' }],
      // A value of the wrong type is `invalid`; a missing one `required`.
      [{ rates: { ...good, KRW: '1380' }, usdtAvailable: true }, { 'rates.KRW': 'invalid' }],
      [{ rates: { KRW: 1380.5, PHP: 57.235 }, usdtAvailable: true }, { 'rates.USDT': 'required' }],
      [{ rates: { ...good, EUR: 0.9 }, usdtAvailable: true }, { 'rates.EUR': 'unknown' }],
      [{ rates: good }, { usdtAvailable: 'required' }],
      [{ rates: { ...good, KRW: 2_000_000 }, usdtAvailable: true }, { 'rates.KRW': 'invalid' }],
    ];
    for (const [payload, fields] of cases) {
      const answer = await put(payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 422 });
      expect(answer.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    expect(await stored()).toEqual(before);
  });

  it('is for administrators only', async () => {
    const memberToken = await t.login(await t.createMember());
    expect((await read(memberToken)).statusCode).toBe(403);
    const body = { rates: { KRW: 1, PHP: 1, USDT: 1 }, usdtAvailable: true };
    expect((await put(body, memberToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/exchange-rates' })).statusCode).toBe(401);
  });
});

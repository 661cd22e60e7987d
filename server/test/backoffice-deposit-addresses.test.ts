import { adminDepositAddressSchema, type DepositAddressBody } from '@wallet/shared/domain';
import { activeDepositAddress } from '../src/modules/deposit-addresses/queries';
import { adminAndMember, bearer, createTestApp, type TestApp, writeAs } from './support/test-app';

jest.setTimeout(60_000);

describe('deposit addresses', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  let memberToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ adminId, adminToken, memberToken } = await adminAndMember(t));
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    writeAs(t, adminToken, method, url, payload);
  const create = (body: DepositAddressBody) => send('POST', '/admin/deposit-addresses', body);
  const memberList = (query = '') =>
    t.app.inject({ url: `/api/deposit-addresses${query}`, headers: bearer(memberToken) });
  const adminList = async () =>
    (await t.app.inject({ url: '/api/admin/deposit-addresses', headers: bearer(adminToken) })).json<
      { id: number; currency: string; active: boolean }[]
    >();
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('target', '=', `deposit_address:${id}`)
      .orderBy('id')
      .execute();

  const shinhan: DepositAddressBody = {
    currency: 'KRW',
    label: 'Shinhan Bank',
    account: '110-555-000111',
    holder: 'Wallet Co',
    active: true,
  };

  it('creates an address, audits it, and shows the active one to members', async () => {
    const answer = await create(shinhan);
    expect(answer.statusCode).toBe(201);
    const created = answer.json();
    expect(adminDepositAddressSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({ ...shinhan, id: expect.any(Number) });

    expect((await memberList()).json()).toEqual([
      { currency: 'KRW', label: 'Shinhan Bank', account: '110-555-000111', holder: 'Wallet Co' },
    ]);
    expect((await memberList('?currency=KRW')).json()).toHaveLength(1);
    expect((await memberList('?currency=PHP')).json()).toEqual([]);
    expect((await memberList('?currency=')).json()).toHaveLength(1);
    expect(await activeDepositAddress(t.db, 'KRW')).toMatchObject({ label: 'Shinhan Bank' });

    expect(await auditOf(created.id)).toEqual([
      {
        actor_id: String(adminId),
        action: 'deposit_address.create',
        before: null,
        after: { ...shinhan },
      },
    ]);
  });

  it('activating another address of the currency deactivates the first, with its own audit row', async () => {
    const first = (await create({ ...shinhan, currency: 'PHP', label: 'BDO' })).json();
    const second = (
      await create({ ...shinhan, currency: 'PHP', label: 'GCash', active: false })
    ).json();
    expect((await memberList('?currency=PHP')).json()).toEqual([
      expect.objectContaining({ label: 'BDO' }),
    ]);

    const activate = await send('PUT', `/admin/deposit-addresses/${second.id}`, {
      ...shinhan,
      currency: 'PHP',
      label: 'GCash',
      active: true,
    });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toMatchObject({ id: second.id, active: true, label: 'GCash' });
    expect((await memberList('?currency=PHP')).json()).toEqual([
      expect.objectContaining({ label: 'GCash' }),
    ]);

    const php = (await adminList()).filter((address) => address.currency === 'PHP');
    expect(php.map((address) => [address.id, address.active])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await auditOf(first.id)).toEqual([
      expect.objectContaining({ action: 'deposit_address.create' }),
      {
        actor_id: String(adminId),
        action: 'deposit_address.update',
        // The whole address, so the log says which one was switched off.
        before: {
          currency: 'PHP',
          label: 'BDO',
          account: shinhan.account,
          holder: shinhan.holder,
          active: true,
        },
        after: {
          currency: 'PHP',
          label: 'BDO',
          account: shinhan.account,
          holder: shinhan.holder,
          active: false,
        },
      },
    ]);
    expect((await auditOf(second.id)).at(-1)).toMatchObject({
      action: 'deposit_address.update',
      before: { active: false, label: 'GCash' },
      after: { active: true, label: 'GCash' },
    });
  });

  it('keeps one active address per currency when activations race', async () => {
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((label) =>
        create({ ...shinhan, currency: 'USDT', label: `TRC20 ${label}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const usdt = (await adminList()).filter((address) => address.currency === 'USDT');
    expect(usdt).toHaveLength(4);
    expect(usdt.filter((address) => address.active)).toHaveLength(1);
    expect((await memberList('?currency=USDT')).json()).toHaveLength(1);
  });

  it('changes and deletes an address, audited with before and after; 404 for an unknown one', async () => {
    const created = (
      await create({ ...shinhan, currency: 'USD', label: 'Chase', active: false })
    ).json();
    const update = await send('PUT', `/admin/deposit-addresses/${created.id}`, {
      ...shinhan,
      currency: 'USD',
      label: '  Citibank ',
      account: '000-111',
      active: false,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ label: 'Citibank', account: '000-111', active: false });

    const removed = await send('DELETE', `/admin/deposit-addresses/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await adminList()).some((address) => address.id === created.id)).toBe(false);

    const log = await auditOf(created.id);
    expect(log.map((row) => row.action)).toEqual([
      'deposit_address.create',
      'deposit_address.update',
      'deposit_address.delete',
    ]);
    expect(log[1]).toMatchObject({
      before: { label: 'Chase', account: '110-555-000111' },
      after: { label: 'Citibank', account: '000-111' },
    });
    expect(log[2]).toMatchObject({ before: { label: 'Citibank' }, after: null });

    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await send(
        method,
        `/admin/deposit-addresses/${created.id}`,
        method === 'PUT' ? shinhan : undefined,
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe('not_found');
    }
  });

  it('answers 422 with fields for bad input, never 500', async () => {
    const bad = await create({ ...shinhan, label: '  ', holder: 'x'.repeat(61) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      error: 'validation_failed',
      fields: { label: 'required', holder: 'too_long' },
    });

    const unknown = await send('POST', '/admin/deposit-addresses', {
      ...shinhan,
      currency: 'EUR',
      memo: 'x',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toMatchObject({ currency: 'required', memo: 'unknown' });

    const missing = await send('POST', '/admin/deposit-addresses', { currency: 'KRW' });
    expect(missing.json().fields).toMatchObject({
      label: 'required',
      account: 'required',
      holder: 'required',
      active: 'required',
    });

    expect((await send('PUT', '/admin/deposit-addresses/abc', shinhan)).statusCode).toBe(404);
    expect((await send('DELETE', '/admin/deposit-addresses/0')).statusCode).toBe(404);
    expect((await memberList('?currency=EUR')).statusCode).toBe(422);
  });

  it('is for administrators; the active list is for members', async () => {
    const asMember = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(memberToken), payload: shinhan });
    expect((await asMember('GET', '/admin/deposit-addresses')).statusCode).toBe(403);
    expect((await asMember('POST', '/admin/deposit-addresses')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/deposit-addresses', headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/deposit-addresses' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/deposit-addresses' })).statusCode).toBe(401);
  });
});

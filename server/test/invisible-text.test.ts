import { bearer, createTestApp, writeAs, type TestApp } from './support/test-app';

/*
 * Text that shows nothing is as empty as a blank field (shared/src/domain/schemas/text-rules.ts,
 * hasVisibleText): zero-width spaces, joiners, a word joiner or a Hangul filler alone are refused
 * as `required` on every required text, and nothing is written. A value of the wrong type is
 * `invalid`, never `required`.
 */
const ZERO_WIDTH = '\u200B\u200C\u200D\u2060';
const HANGUL_FILLER = '\u3164';

describe('text that shows nothing', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login(await t.createAdmin());
    const member = await t.createMember({ moneyPassword: '246810', balanceMinor: 10_000n });
    memberId = member.id;
    memberToken = await t.login(member);
  });
  afterAll(() => t.close());

  const balance = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(memberToken) })
    ).json().balance;

  it('is refused as required for the payout bank account, which then stays unregistered', async () => {
    const answer = await writeAs(t, memberToken, 'PUT', '/users/bank-info', {
      moneyPassword: '246810',
      bankName: ZERO_WIDTH,
      bankAccount: ` ${HANGUL_FILLER} `,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual({ bankName: 'required', bankAccount: 'required' });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(memberToken),
    });
    expect(info.json().bankName ?? null).toBeNull();
  });

  it('is refused as required for an inquiry title', async () => {
    const answer = await writeAs(t, memberToken, 'POST', '/users/inquiries', {
      category: 'money',
      title: ZERO_WIDTH,
      content: 'Where is my charge?',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual({ title: 'required' });
  });

  it('is refused as required for a correction reason, and the balance does not move', async () => {
    const before = await balance();
    const answer = await writeAs(t, adminToken, 'POST', `/admin/users/${memberId}/corrections`, {
      amount: 5,
      reason: `${ZERO_WIDTH}\u00A0`,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual({ reason: 'required' });
    expect(await balance()).toBe(before);
  });

  it('is refused for a notice whose formatted content shows nothing but zero-width spaces', async () => {
    const title = await writeAs(t, adminToken, 'POST', '/admin/notices', {
      title: ZERO_WIDTH,
      content: '<p>Maintenance tonight</p>',
    });
    expect(title.statusCode).toBe(422);
    expect(title.json().fields).toEqual({ title: 'required' });
    const content = await writeAs(t, adminToken, 'POST', '/admin/notices', {
      title: 'Maintenance',
      content: `<p>${ZERO_WIDTH}</p><p>&#8203;</p>`,
    });
    expect(content.statusCode).toBe(422);
    expect(content.json().fields).toEqual({ content: 'invalid' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notices',
      headers: bearer(adminToken),
    });
    expect(list.json().items ?? list.json()).toEqual([]);
  });

  it('still takes a text with something visible among invisible characters', async () => {
    const answer = await writeAs(t, memberToken, 'POST', '/users/inquiries', {
      category: 'money',
      title: `${ZERO_WIDTH}Charge`,
    });
    expect(answer.statusCode).toBe(201);
  });

  it('names a money amount of the wrong type invalid, and a missing one required', async () => {
    for (const amount of ['100', true, [100], { value: 100 }]) {
      const answer = await writeAs(t, memberToken, 'POST', '/wallet/charges', {
        currency: 'USD',
        amount,
      });
      expect({ amount, status: answer.statusCode, fields: answer.json().fields }).toEqual({
        amount,
        status: 422,
        fields: { amount: 'invalid' },
      });
    }
    const missing = await writeAs(t, memberToken, 'POST', '/wallet/charges', { currency: 'USD' });
    expect(missing.json().fields).toEqual({ amount: 'required' });
    const correction = await writeAs(
      t,
      adminToken,
      'POST',
      `/admin/users/${memberId}/corrections`,
      { amount: '5', reason: 'typo' },
    );
    expect(correction.json().fields).toEqual({ amount: 'invalid' });
  });
});

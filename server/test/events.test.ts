import { z } from 'zod';
import { eventSchema, publicEventSchema, type EventBody } from '@wallet/shared/domain';
import { calls, created, moneyMember, seedDepositAddresses, wallet } from './money-fixtures';
import { adminAndMember, bearer, createTestApp, type TestApp, writeAs } from './support/test-app';

jest.setTimeout(120_000);

const HOUR = 3600 * 1000;

// docs/product.md §7–9: events, their sanitised content, their audit rows and the live popups.
describe('events', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  let memberToken: string;
  // The app's clock: the tests move it to see events start and end.
  let clock = new Date('2030-05-10T02:00:00Z');
  const at = (offset: number) => new Date(clock.getTime() + offset).toISOString();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    ({ adminId, adminToken, memberToken } = await adminAndMember(t));
  });
  afterAll(() => t.close());
  // Each test starts with no event, so lists and live popups are only its own.
  beforeEach(async () => {
    clock = new Date('2030-05-10T02:00:00Z');
    await t.db.deleteFrom('first_deposit_bonuses').execute();
    await t.db.deleteFrom('events').execute();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    writeAs(t, adminToken, method, url, payload);
  const create = (body: EventBody) => send('POST', '/admin/events', body);
  const adminList = (query = '') =>
    t.app.inject({ url: `/api/admin/events${query}`, headers: bearer(adminToken) });
  const live = async () =>
    (await t.app.inject({ url: '/api/events/active' })).json<{ title: string }[]>();
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('target', '=', `event:${id}`)
      .orderBy('id')
      .execute();

  const popup = (): EventBody => ({
    title: 'Spring festival',
    content: '<p>Play <b>more</b></p>',
    imageUrl: '/images/spring.png',
    type: 'popup',
    startsAt: at(-HOUR),
    endsAt: at(HOUR),
    active: true,
  });

  it('creates, lists, changes and deletes an event, each audited with before and after', async () => {
    const answer = await create(popup());
    expect(answer.statusCode).toBe(201);
    const event = answer.json();
    expect(eventSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      title: 'Spring festival',
      content: '<p>Play <b>more</b></p>',
      type: 'popup',
      bonusPercent: null,
      startsAt: '2030-05-10T01:00:00.000Z',
      endsAt: '2030-05-10T03:00:00.000Z',
      active: true,
    });

    const update = await send('PUT', `/admin/events/${event.id}`, {
      ...popup(),
      title: '  Welcome bonus ',
      type: 'first_deposit',
      bonusPercent: 12.5,
      imageUrl: null,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      id: event.id,
      title: 'Welcome bonus',
      type: 'first_deposit',
      bonusPercent: 12.5,
      imageUrl: null,
    });
    const stored = await t.db
      .selectFrom('events')
      .select('bonus_percent')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(stored.bonus_percent).toBe('12.50');

    const list = await adminList();
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([update.json()]);

    const removed = await send('DELETE', `/admin/events/${event.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await adminList()).json()).toEqual([]);

    const log = await auditOf(event.id);
    expect(log.map((row) => row.action)).toEqual(['event.create', 'event.update', 'event.delete']);
    expect(log[0]).toMatchObject({
      actor_id: String(adminId),
      before: null,
      after: { title: 'Spring festival', type: 'popup', bonusPercent: null },
    });
    expect(log[1]).toMatchObject({
      before: { title: 'Spring festival', type: 'popup' },
      after: { title: 'Welcome bonus', type: 'first_deposit', bonusPercent: 12.5 },
    });
    expect(log[2]).toMatchObject({ before: { title: 'Welcome bonus' }, after: null });

    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await send(
        method,
        `/admin/events/${event.id}`,
        method === 'PUT' ? popup() : undefined,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('not_found');
    }
  });

  it('lists newest first, a page at a time, with the total', async () => {
    for (const title of ['one', 'two', 'three']) {
      await create({ ...popup(), title });
      clock = new Date(clock.getTime() + 1000);
    }
    const page = await adminList('?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((event: { title: string }) => event.title)).toEqual(['two', 'one']);
    expect((await adminList('?limit=0')).statusCode).toBe(422);
  });

  it('stores content sanitised: no script survives', async () => {
    const answer = await create({
      ...popup(),
      content: '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="/x.png">',
    });
    expect(answer.statusCode).toBe(201);
    const { content } = answer.json();
    expect(content).not.toMatch(/script|alert|onclick/);
    expect(content).toBe('<p>Hi</p><img src="/x.png" />');
    expect((await live())[0]).toMatchObject({ content });
  });

  it('answers 422 with fields for bad input, never 500', async () => {
    const bad = await create({
      ...popup(),
      title: ' ',
      content: 'x'.repeat(20_001),
      imageUrl: 'javascript:alert(1)',
      endsAt: at(-HOUR),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      error: 'validation_failed',
      fields: { title: 'required', content: 'too_long', imageUrl: 'invalid', endsAt: 'invalid' },
    });

    const fields = async (body: object) =>
      (await send('POST', '/admin/events', body)).json().fields;
    expect(await fields({ ...popup(), title: 'x'.repeat(201) })).toEqual({ title: 'too_long' });
    // A picture from another host would tell that host who opens the home page.
    for (const imageUrl of [
      'https://tracker.example/p.gif',
      '//cdn.example/x.png',
      'images/a.png',
    ]) {
      expect(await fields({ ...popup(), imageUrl })).toEqual({ imageUrl: 'invalid' });
    }
    expect(await fields({ ...popup(), type: 'first_deposit' })).toEqual({
      bonusPercent: 'required',
    });
    expect(await fields({ ...popup(), bonusPercent: 5 })).toEqual({ bonusPercent: 'invalid' });
    for (const bonusPercent of [-1, 100.01, 12.345, '10']) {
      expect(await fields({ ...popup(), type: 'first_deposit', bonusPercent })).toEqual({
        bonusPercent: 'invalid',
      });
    }
    expect(await fields({ ...popup(), type: 'banner', startsAt: 'tomorrow', memo: 'x' })).toEqual({
      type: 'invalid',
      startsAt: 'invalid',
      memo: 'unknown',
    });
    expect(await fields({})).toMatchObject({
      title: 'required',
      type: 'required',
      startsAt: 'required',
      endsAt: 'required',
      active: 'required',
    });
    // Both ends of the range are accepted.
    for (const bonusPercent of [0, 100, 0.01]) {
      const ok = await create({ ...popup(), type: 'first_deposit', bonusPercent });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().bonusPercent).toBe(bonusPercent);
    }

    expect((await send('PUT', '/admin/events/abc', popup())).statusCode).toBe(404);
    expect((await send('DELETE', '/admin/events/0')).statusCode).toBe(404);
  });

  it('is for administrators; the live popups are for anyone', async () => {
    const asMember = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(memberToken), payload: popup() });
    expect((await asMember('GET', '/admin/events')).statusCode).toBe(403);
    expect((await asMember('POST', '/admin/events')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/events' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/events/1' })).statusCode).toBe(
      401,
    );
    expect((await asMember('GET', '/events/active')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/events/active' })).statusCode).toBe(200);
  });

  it('shows a popup only while it is active and now is within its dates', async () => {
    await create({ ...popup(), title: 'live' });
    await create({ ...popup(), title: 'inactive', active: false });
    await create({ ...popup(), title: 'later', startsAt: at(HOUR), endsAt: at(3 * HOUR) });
    await create({ ...popup(), title: 'over', startsAt: at(-3 * HOUR), endsAt: at(-HOUR) });
    await create({ ...popup(), title: 'bonus', type: 'first_deposit', bonusPercent: 10 });

    const answer = await t.app.inject({ url: '/api/events/active' });
    expect(answer.statusCode).toBe(200);
    const events = answer.json<unknown[]>();
    expect(events).toEqual([
      {
        id: expect.any(Number),
        title: 'live',
        content: '<p>Play <b>more</b></p>',
        imageUrl: '/images/spring.png',
        startsAt: '2030-05-10T01:00:00.000Z',
        endsAt: '2030-05-10T03:00:00.000Z',
      },
    ]);
    expect(z.array(publicEventSchema).parse(events)).toEqual(events);

    // One hour on: "live" ends exactly now (the end is not inside), "later" starts exactly now.
    clock = new Date(clock.getTime() + HOUR);
    expect((await live()).map((event) => event.title)).toEqual(['later']);
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await live()).toEqual([]);
  });

  it('pays the bonus of a first-deposit event created through the API', async () => {
    const answer = await create({
      ...popup(),
      title: 'Welcome 10%',
      type: 'first_deposit',
      bonusPercent: 10,
    });
    expect(answer.statusCode).toBe(201);
    const eventId: number = answer.json().id;

    await seedDepositAddresses(t);
    const api = calls(t, adminToken);
    const member = await moneyMember(t);
    const charge = created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 100 }),
    );
    expect((await api.approve(charge.id)).statusCode).toBe(200);
    // 98 reflected after the 2% fee, plus 10% of 100.
    expect(await wallet(t, member.id)).toEqual({ available: 9_800n + 1_000n, held: 0n });

    // An event that paid a bonus stays (the bonus refers to it): deactivate it instead.
    const remove = await send('DELETE', `/admin/events/${eventId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toBe('event_in_use');
  });
});

import { sql } from 'kysely';
import {
  freshUsername,
  referralIdOf,
  register,
  registerMember,
  registrationBody,
  verifyEmail,
} from './support/accounts';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

describe('registration', () => {
  let clock = new Date('2026-11-21T03:00:00Z');
  let t: TestApp;
  let referralId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const sponsor = await t.createMember({ username: 'sponsor77' });
    referralId = await referralIdOf(t, sponsor.id);
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock = new Date('2026-11-21T03:00:00Z');
    t.mail.clear();
  });

  describe('POST /api/users/register', () => {
    it('creates a pending member with a referral id, recommender, bank info and platforms', async () => {
      const body = await registerMember(t, referralId.toLowerCase());
      const row = await t.db
        .selectFrom('users as u')
        .innerJoin('users as r', 'r.id', 'u.recommender_id')
        .select([
          'u.status',
          'u.role',
          'u.referral_id',
          'u.bank_name',
          'u.bank_account',
          'u.real_name',
          'u.phone',
          'u.email',
          'r.username as recommender',
          'u.created_at',
        ])
        .where('u.id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'pending',
        role: 'user',
        referral_id: expect.stringMatching(/^[A-Z0-9]{8}$/),
        bank_name: 'Shinhan',
        bank_account: '110-123-456789',
        real_name: 'Kim Minji',
        phone: '+82 10-1234-5678',
        email: body.email,
        recommender: 'sponsor77',
      });
      expect(row.referral_id).not.toBe(referralId);
      const platforms = await t.db
        .selectFrom('user_platforms')
        .select(['name', 'platform_id'])
        .where('user_id', '=', body.id)
        .orderBy('name')
        .execute();
      expect(platforms).toEqual([
        { name: 'ggclub', platform_id: 'GG-1001' },
        { name: 'xpoker', platform_id: 'XP-2002' },
      ]);
    });

    it('answers 201 { status: pending }; login waits for approval, then works', async () => {
      const body = registrationBody(referralId);
      await verifyEmail(t, body.email);
      const answer = await register(t, body);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ status: 'pending' });

      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { username: body.username, password: body.password },
        });
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('pending_approval');

      const admin = await t.createAdmin();
      const adminToken = await t.login(admin);
      const member = await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
      const approve = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${member.id}`,
        headers: bearer(adminToken),
        payload: { status: 'approved' },
      });
      expect(approve.statusCode).toBe(200);
      expect(approve.json().status).toBe('approved');

      const accepted = await login();
      expect(accepted.statusCode).toBe(200);
      const info = await t.app.inject({
        url: '/api/users/info',
        headers: bearer(accepted.json().token),
      });
      expect(info.json()).toMatchObject({
        username: body.username,
        recommender: 'sponsor77',
        bankName: 'Shinhan',
        warnings: 0,
        platforms: [
          { name: 'ggclub', platformId: 'GG-1001' },
          { name: 'xpoker', platformId: 'XP-2002' },
        ],
      });
    });

    it('refuses a taken username with 409 usernameTaken, whatever its case', async () => {
      const answer = await register(t, registrationBody(referralId, { username: 'SPONSOR77' }));
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        error: 'usernameTaken',
        fields: { username: 'taken' },
      });
    });

    it('refuses a registered email in another case with 409 emailTaken', async () => {
      const first = await registerMember(t, referralId);
      const body = registrationBody(referralId, { email: first.email.toUpperCase() });
      await verifyEmail(t, body.email);
      const answer = await register(t, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('emailTaken');
    });

    it('does not tell whether an unverified address is registered: 422, not 409', async () => {
      const first = await registerMember(t, referralId);
      const answer = await register(
        t,
        registrationBody(referralId, { email: first.email.toUpperCase() }),
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toBe('emailVerificationRequired');
    });

    it('refuses an unverified email with 422 emailVerificationRequired', async () => {
      const answer = await register(t, registrationBody(referralId));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toBe('emailVerificationRequired');
    });

    it('refuses a verification older than 30 minutes, and uses one up on success', async () => {
      const late = registrationBody(referralId);
      await verifyEmail(t, late.email);
      clock = new Date(clock.getTime() + 31 * 60_000);
      expect((await register(t, late)).json().error).toBe('emailVerificationRequired');

      const body = await registerMember(t, referralId);
      const again = registrationBody(referralId, { email: body.email.toUpperCase() });
      // The address is now taken; with it freed, the spent verification would still not count.
      await t.db.deleteFrom('user_platforms').where('user_id', '=', body.id).execute();
      await t.db.deleteFrom('users').where('id', '=', body.id).execute();
      expect((await register(t, again)).json().error).toBe('emailVerificationRequired');
    });

    it('refuses an unknown referral id with 422 referral_not_found', async () => {
      const body = registrationBody('ZZZZ9999');
      await verifyEmail(t, body.email);
      const answer = await register(t, body);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        error: 'referral_not_found',
        fields: { referralId: 'invalid' },
      });
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['a short username', { username: 'abcd' }, { username: 'too_short' }],
      ['a long username', { username: 'a'.repeat(21) }, { username: 'too_long' }],
      ['a username with symbols', { username: 'kim_minji' }, { username: 'pattern' }],
      ['a non-ASCII username', { username: 'kimminjé' }, { username: 'pattern' }],
      [
        'a short password',
        { password: 'abc1234', passwordConfirm: 'abc1234' },
        { password: 'too_short' },
      ],
      [
        'a password without digits',
        { password: 'abcdefgh', passwordConfirm: 'abcdefgh' },
        { password: 'pattern' },
      ],
      [
        'a password without letters',
        { password: '12345678', passwordConfirm: '12345678' },
        { password: 'pattern' },
      ],
      [
        'a withdrawal password of 5 digits',
        { moneyPassword: '12345' },
        { moneyPassword: 'pattern' },
      ],
      [
        'a withdrawal password with letters',
        { moneyPassword: '12a456' },
        { moneyPassword: 'pattern' },
      ],
      ['no real name', { realName: ' ' }, { realName: 'required' }],
      ['a short phone', { phone: '12345678' }, { phone: 'pattern' }],
      ['a phone with letters', { phone: '010-abcd-5678' }, { phone: 'pattern' }],
      ['a bad email', { email: 'kim@' }, { email: 'invalid' }],
      ['a bad referral id', { referralId: 'ABC' }, { referralId: 'pattern' }],
      ['no bank name', { bankName: '' }, { bankName: 'required' }],
      ['no bank account', { bankAccount: '' }, { bankAccount: 'required' }],
      ['no platform', { platforms: [] }, { platforms: 'required' }],
      [
        'five platforms',
        {
          platforms: ['pokerbros', 'xpoker', 'pokernex', 'ggclub', 'ggclub'].map((name, i) => ({
            name,
            platformId: `P${i}`,
          })),
        },
        { platforms: 'too_long' },
      ],
      [
        'a platform twice',
        {
          platforms: [
            { name: 'ggclub', platformId: 'A' },
            { name: 'ggclub', platformId: 'B' },
          ],
        },
        { 'platforms.1.name': 'taken' },
      ],
      [
        'a platform without its id',
        { platforms: [{ name: 'ggclub', platformId: ' ' }] },
        { 'platforms.0.platformId': 'required' },
      ],
      [
        'an unknown platform',
        { platforms: [{ name: 'pokerstars', platformId: 'A' }] },
        { 'platforms.0.name': 'required' },
      ],
      ['terms not accepted', { agreeTerms: false }, { agreeTerms: 'required' }],
      ['an unknown field', { nickname: 'kim' }, { nickname: 'unknown' }],
    ])('refuses %s with 422 and its field code', async (_, overrides, fields) => {
      const answer = await register(t, { ...registrationBody(referralId), ...overrides });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        error: 'validation_failed',
        message: expect.any(String),
        fields,
      });
    });

    it('refuses a confirmation that differs with 422 password_mismatch', async () => {
      const answer = await register(
        t,
        registrationBody(referralId, { passwordConfirm: 'Passw0rdTwo' }),
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        error: 'password_mismatch',
        message: expect.any(String),
        fields: { passwordConfirm: 'mismatch' },
      });
    });

    it('makes one account of ten parallel registrations of one username in different cases', async () => {
      const base = freshUsername('race');
      const bodies = Array.from({ length: 10 }, (_, i) =>
        registrationBody(referralId, {
          username:
            i % 2 === 0 ? base.toUpperCase() : `${base.slice(0, 3)}${base.slice(3).toUpperCase()}`,
          email: `race${i}.${base}@example.test`,
        }),
      );
      for (const body of bodies) await verifyEmail(t, body.email);
      const answers = await Promise.all(bodies.map((body) => register(t, body)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json().error).toBe('usernameTaken');
      }
      const count = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(sql<string>`lower(username)`, '=', base.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('makes one account of parallel registrations of one email in different cases', async () => {
      const email = `shared.${freshUsername('mail')}@example.test`;
      await verifyEmail(t, email);
      const bodies = [email, email.toUpperCase(), `Shared${email.slice(6)}`].map((address) =>
        registrationBody(referralId, { email: address }),
      );
      const answers = await Promise.all(bodies.map((body) => register(t, body)));
      const codes = answers.map((answer) =>
        answer.statusCode === 201 ? 'created' : answer.json().error,
      );
      expect(codes.filter((code) => code === 'created')).toHaveLength(1);
      // The others lose on the unique email, or find the one verification already used.
      for (const code of codes.filter((c) => c !== 'created')) {
        expect(['emailTaken', 'emailVerificationRequired']).toContain(code);
      }
      expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
      const count = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });
  });
});

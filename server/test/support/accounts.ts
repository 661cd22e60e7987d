import type { RegisterBody } from '@wallet/shared/domain';
import { codeIn } from './mail-sink';
import type { TestApp } from './test-app';

let counter = 0;
const next = () => (counter += 1);

/** A fresh caller address, so the per-IP limits of one test do not reach the next. */
export function freshIp(): string {
  const n = next();
  return `10.${(process.pid >> 8) % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** POST /users/login from one caller address. */
export function loginFrom(t: TestApp, username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

/** A username nobody in this file has used (letters and digits, 5–20). */
export function freshUsername(prefix = 'newbie'): string {
  return `${prefix}${process.pid % 1000}z${next()}`;
}

export async function referralIdOf(t: TestApp, userId: number): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('referral_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.referral_id;
}

/** A registration body that passes every rule; `referralId` must name an existing account. */
export function registrationBody(
  referralId: string,
  overrides: Partial<RegisterBody> = {},
): RegisterBody {
  const username = overrides.username ?? freshUsername();
  return {
    username,
    password: 'Passw0rdOne',
    passwordConfirm: overrides.password ?? 'Passw0rdOne',
    moneyPassword: '482913',
    realName: 'Kim Minji',
    phone: '+82 10-1234-5678',
    email: `${username.toLowerCase()}@example.test`,
    referralId,
    bankName: 'Shinhan',
    bankAccount: '110-123-456789',
    platforms: [
      { name: 'ggclub', platformId: 'GG-1001' },
      { name: 'xpoker', platformId: 'XP-2002' },
    ],
    agreeTerms: true,
    ...overrides,
  };
}

/** Asks for a code, reads it from the SMTP sink and answers it: the address is verified. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/users/email-code',
    payload: { email },
    remoteAddress: freshIp(),
  });
  if (sent.statusCode !== 204) throw new Error(`email-code answered ${sent.statusCode}`);
  const code = codeIn(await t.mail.waitForMail(email));
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/users/email-code/verify',
    payload: { email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.body}`);
}

export function register(t: TestApp, body: RegisterBody) {
  return t.app.inject({ method: 'POST', url: '/api/users/register', payload: body });
}

/** Verifies the email and registers: a pending member. */
export async function registerMember(
  t: TestApp,
  referralId: string,
  overrides: Partial<RegisterBody> = {},
): Promise<RegisterBody & { id: number }> {
  const body = registrationBody(referralId, overrides);
  await verifyEmail(t, body.email);
  const answer = await register(t, body);
  if (answer.statusCode !== 201) throw new Error(`register answered ${answer.body}`);
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', body.username)
    .executeTakeFirstOrThrow();
  return { ...body, id: Number(row.id) };
}

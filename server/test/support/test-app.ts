import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { MemberStatus } from '@wallet/shared/domain';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig, type WebConfig } from '../../src/config';
import type { Db } from '../../src/db/connection';
import { hashMoneyPassword } from '../../src/modules/account/money-password';
import { createAccount } from '../../src/modules/users/service';
import { lazySecrets } from '../../src/security/secrets';
import { openTestDatabase } from './databases';
import { MailSink } from './mail-sink';

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  /** The withdrawal password, when the seed asked for one (hashing costs time). */
  moneyPassword: string | null;
  email: string | null;
}

export interface MemberSeed {
  username?: string;
  password?: string;
  status?: MemberStatus;
  /** USD cents credited as an opening correction. */
  balanceMinor?: bigint;
  createdAt?: Date;
  recommenderId?: number;
  email?: string | null;
  realName?: string;
  moneyPassword?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The SMTP server the app mails to. */
  mail: MailSink;
  close(): Promise<void>;
  createMember(seed?: MemberSeed): Promise<TestAccount>;
  createAdmin(seed?: Pick<MemberSeed, 'username' | 'password' | 'createdAt'>): Promise<TestAccount>;
  /** Logs in through the API and answers the token (fails the test when login fails). */
  login(account: Pick<TestAccount, 'username' | 'password'>): Promise<string>;
}

export interface TestAppOptions {
  now?: () => Date;
  web?: WebConfig;
  /** Config overrides (after the defaults and the mail sink's SMTP_URL). */
  config?: Partial<AppConfig>;
  /** Kysely plugins on the app's handle only (e.g. a QuerySpy); `TestApp.db` stays unobserved. */
  plugins?: KyselyPlugin[];
}

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${process.pid % 1000}x${(counter += 1)}`;

/** The whole server over this test file's own database, driven with `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const mail = await MailSink.start();
  const defaults = loadConfig({});
  const config: AppConfig = {
    ...defaults,
    web: options.web ?? null,
    mail: { ...defaults.mail, smtpUrl: mail.url },
    ...options.config,
  };
  const appDb = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db);
  const app = await buildApp(config, { db: appDb, now: options.now });
  await app.ready();
  const secrets = lazySecrets(database.db, config.moneyPasswordPepper);

  const create = async (role: 'user' | 'admin', seed: MemberSeed): Promise<TestAccount> => {
    const username = seed.username ?? uniqueName(role === 'admin' ? 'boss' : 'member');
    const password = seed.password ?? 'secret123';
    const moneyPassword = seed.moneyPassword ?? null;
    const email = seed.email ?? null;
    const id = await createAccount(database.db, {
      username,
      password,
      role,
      status: seed.status ?? 'approved',
      openingBalanceMinor: seed.balanceMinor,
      createdAt: seed.createdAt,
      recommenderId: seed.recommenderId,
      email,
      realName: seed.realName,
    });
    if (moneyPassword !== null) {
      await database.db
        .updateTable('users')
        .set({ money_password_hash: await hashMoneyPassword(secrets, moneyPassword) })
        .where('id', '=', id)
        .execute();
    }
    return { id, username, password, moneyPassword, email };
  };

  return {
    app,
    db: database.db,
    config,
    mail,
    close: async () => {
      await app.close();
      await mail.close();
      await database.close();
    },
    createMember: (seed = {}) => create('user', seed),
    createAdmin: (seed = {}) => create('admin', seed),
    login: async ({ username, password }) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username, password },
      });
      if (answer.statusCode !== 200) {
        throw new Error(`login of ${username} answered ${answer.statusCode}: ${answer.body}`);
      }
      return answer.json<{ token: string }>().token;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new administrator and a new member of `t`, logged in: who a back-office record test needs. */
export async function adminAndMember(
  t: TestApp,
): Promise<{ adminId: number; adminToken: string; memberToken: string }> {
  const admin = await t.createAdmin();
  const adminToken = await t.login(admin);
  const memberToken = await t.login(await t.createMember());
  return { adminId: admin.id, adminToken, memberToken };
}

/** A writing call with `token` to `/api{url}`, with its JSON body when there is one. */
export const writeAs = (
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

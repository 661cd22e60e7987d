import { parseArgs } from 'node:util';
import {
  MEMBER_STATUSES,
  moneyPasswordSchema,
  passwordSchema,
  toMajor,
  toMinor,
  usernameSchema,
  type MemberStatus,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashMoneyPassword } from '../modules/account/money-password';
import { createAccount } from '../modules/users/service';
import type { SecretsSource } from '../security/secrets';
import { usernameExists } from '../modules/users/queries';

export class UsageError extends Error {}

export interface CreateMemberOptions {
  username: string;
  password: string;
  /** The withdrawal password; without one, withdrawals and bank details stay closed to the member. */
  moneyPassword: string | null;
  status: MemberStatus;
  balanceMinor: bigint;
  email: string | null;
  realName: string;
  phone: string;
}

export const CREATE_MEMBER_USAGE =
  'create-member --username <5-20 letters/digits> --password <8+ letters and digits, both>' +
  ' [--money-password <6 digits>] [--balance <USD, e.g. 1234.56>] [--status approved|pending|rejected|blocked]' +
  ' [--email <address>] [--real-name <name>] [--phone <digits>]';

/** Reads `create-member` arguments; refuses anything a member registering could not have. */
export function parseCreateMember(args: string[]): CreateMemberOptions {
  const values = readOptions(args);
  // The rules every account follows (@wallet/shared/domain), as a registration checks them.
  const username = usernameSchema.safeParse(values.username ?? '');
  if (!username.success) {
    throw new UsageError('--username must be 5 to 20 ASCII letters and digits');
  }
  const password = passwordSchema.safeParse(values.password ?? '');
  if (!password.success) {
    throw new UsageError(
      '--password must be 8 to 100 ASCII letters and digits, with at least one of each',
    );
  }
  const moneyPassword =
    values['money-password'] === undefined
      ? null
      : moneyPasswordSchema.safeParse(values['money-password']);
  if (moneyPassword && !moneyPassword.success) {
    throw new UsageError('--money-password must be exactly 6 digits');
  }
  const status = MEMBER_STATUSES.find((known) => known === (values.status ?? 'approved'));
  if (!status) throw new UsageError(`--status must be one of ${MEMBER_STATUSES.join(', ')}`);
  return {
    username: username.data,
    password: password.data,
    moneyPassword: moneyPassword ? moneyPassword.data : null,
    status,
    balanceMinor: parseBalance(values.balance ?? '0'),
    email: values.email ?? null,
    realName: values['real-name'] ?? username.data,
    phone: values.phone ?? '',
  };
}

function readOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        'money-password': { type: 'string' },
        balance: { type: 'string' },
        status: { type: 'string' },
        email: { type: 'string' },
        'real-name': { type: 'string' },
        phone: { type: 'string' },
      },
    }).values;
  } catch (error) {
    // Unknown options, missing values: node:util says which, as a TypeError.
    throw new UsageError(error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
}

/** A USD amount from its decimal text, exactly (docs/product.md §1): at most 2 decimals, not negative. */
function parseBalance(text: string): bigint {
  const minor = /^\d{1,9}(\.\d{1,2})?$/.test(text) ? toMinor(Number(text), 'USD') : null;
  if (minor === null) throw new UsageError('--balance must be a USD amount such as 1234.56');
  return minor;
}

/**
 * Creates the member, credits the balance as a ledger correction and sets the withdrawal password
 * (hashed with the API's pepper: `secrets()` is asked only then, so a member without one needs no
 * pepper setting); answers the lines to print.
 */
export async function createMember(
  db: Kysely<Database>,
  options: CreateMemberOptions,
  secrets: () => SecretsSource,
): Promise<string[]> {
  if (await usernameExists(db, options.username)) {
    throw new UsageError(`the username ${options.username} is taken`);
  }
  // Hashed first, so the member and the password are written together or not at all.
  const moneyPasswordHash =
    options.moneyPassword === null
      ? null
      : await hashMoneyPassword(secrets(), options.moneyPassword);
  const userId = await createAccount(db, {
    username: options.username,
    password: options.password,
    role: 'user',
    status: options.status,
    email: options.email,
    realName: options.realName,
    phone: options.phone,
    moneyPasswordHash,
    openingBalanceMinor: options.balanceMinor,
  });
  const referral = await db
    .selectFrom('users')
    .select('referral_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return [
    `Member ${options.username} created (id ${userId}, status ${options.status}, ` +
      `referral id ${referral.referral_id}, balance ${toMajor(options.balanceMinor, 'USD').toFixed(2)} USD)`,
    options.moneyPassword === null
      ? 'No withdrawal password: withdrawals and bank details need one; create the member with --money-password <6 digits>.'
      : 'Withdrawal password set.',
  ];
}

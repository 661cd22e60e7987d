import { openDatabase } from '../db/connection';
import { migrateToLatest, pendingMigrations } from '../db/migrate';
import { ConfigError, loadDatabaseConfig, loadMoneyPasswordPepper } from '../config';
import { lazySecrets } from '../security/secrets';
import {
  CREATE_ADMIN_USAGE,
  createOrResetAdmin,
  describeAdminOutcome,
  parseCreateAdmin,
} from './create-admin';
import { CREATE_MEMBER_USAGE, createMember, parseCreateMember, UsageError } from './create-member';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = `usage: node server/dist/cli.mjs migrate
       node server/dist/cli.mjs ${CREATE_ADMIN_USAGE}
       node server/dist/cli.mjs ${CREATE_MEMBER_USAGE}
Uses DATABASE_URL, or the PGlite files in DATA_DIR (default ./data) while the server is stopped,
and MONEY_PASSWORD_PEPPER as the server does when it sets a withdrawal password.`;

type Env = Record<string, string | undefined>;
type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Each command: reads its arguments first (refusing bad ones before touching the database). */
const COMMANDS: Record<
  string,
  (args: string[]) => (db: Db, out: CliOutput, env: Env) => Promise<number>
> = {
  // The one step that changes the schema: run once per release, before the API processes.
  migrate: (args) => {
    if (args.length > 0) throw new UsageError(`unexpected ${args.join(' ')}`);
    return async (db, out) => {
      const applied = await migrateToLatest(db);
      out.log(
        applied.length > 0
          ? `Database migrated: ${applied.join(', ')}`
          : 'The database is up to date: no migration to apply.',
      );
      return 0;
    };
  },
  'admin:create': (args) => {
    const options = parseCreateAdmin(args);
    return async (db, out) => {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        out.error(
          `admin:create: the database lacks ${pending.length} migration(s); run \`node server/dist/cli.mjs migrate\` (npm run migrate) first`,
        );
        return 1;
      }
      for (const line of describeAdminOutcome(await createOrResetAdmin(db, options))) {
        out.log(line);
      }
      return 0;
    };
  },
  // For trying the site and for the tests: migrates first, as a first start would.
  'create-member': (args) => {
    const options = parseCreateMember(args);
    return async (db, out, env) => {
      await migrateToLatest(db);
      const secrets = () => lazySecrets(db, loadMoneyPasswordPepper(env));
      for (const line of await createMember(db, options, secrets)) out.log(line);
      return 0;
    };
  },
};

/** The command line's commands; answers the process exit code. */
export async function runCli(argv: string[], env: Env, out: CliOutput): Promise<number> {
  const [command = '', ...args] = argv;
  const make = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!make) {
    out.error(USAGE);
    return 2;
  }
  try {
    const run = make(args);
    const database = await openDatabase(loadDatabaseConfig(env));
    try {
      return await run(database.db, out, env);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      out.error(`${command}: ${error.message}`);
      out.error(USAGE);
      return 2;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      out.error(`${command}: ${error.message}`);
      out.error(USAGE);
      return 2;
    }
    throw error;
  }
}

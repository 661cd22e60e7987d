import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/connection';
import { ConfigError, loadConfig } from '../config';
import { CREATE_MEMBER_USAGE, createMember, parseCreateMember, UsageError } from './create-member';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE = `usage: node server/dist/cli.mjs ${CREATE_MEMBER_USAGE}
Uses DATABASE_URL, or the PGlite files in DATA_DIR (default ./data) while the server is stopped.`;

/** The command line's commands; answers the process exit code. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  out: CliOutput,
): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'create-member') {
    out.error(USAGE);
    return 2;
  }
  try {
    const options = parseCreateMember(args);
    const config = loadConfig(env);
    const database = await openDatabase(config.database);
    try {
      await migrateToLatest(database.db);
      out.log(await createMember(database.db, options));
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      out.error(`create-member: ${error.message}`);
      out.error(USAGE);
      return 2;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      out.error(`create-member: ${error.message}`);
      out.error(USAGE);
      return 2;
    }
    throw error;
  }
}

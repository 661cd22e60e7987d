import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

/** What every API module is registered with. */
export interface ModuleOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** The clock; tests move it to check expiry and "today". */
  now: () => Date;
}

import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { SecretsSource } from '../security/secrets';
import type { Postbox } from './mail';

/** What a service works with: the database and the clock. */
export type ServiceContext = Pick<ModuleOptions, 'db' | 'now'>;

/** What every API module is registered with. */
export interface ModuleOptions {
  db: Kysely<Database>;
  config: AppConfig;
  /** The clock; tests move it to check expiry and "today". */
  now: () => Date;
  secrets: SecretsSource;
  /** Outgoing mail (SMTP, or printed when SMTP_URL is not set outside production). */
  postbox: Postbox;
}

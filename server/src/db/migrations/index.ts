import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as accounts from './0002_accounts';
import * as money from './0003_money';
import * as backoffice from './0004_backoffice';
import * as communication from './0005_communication';
import * as templateLanguages from './0006_template_languages';
import * as houseShards from './0007_house_shards';
import * as requestQueue from './0008_request_queue';
import * as requestCounts from './0009_request_counts';
import * as rateLimitTake from './0010_rate_limit_take';
import * as templateWording from './0011_template_wording';

/**
 * Every migration, by name, in order. A static list (no reading of the folder at run time), so the
 * esbuild bundle and jest load the same migrations. Add a new file here when you add one.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_money': money,
  '0004_backoffice': backoffice,
  '0005_communication': communication,
  '0006_template_languages': templateLanguages,
  '0007_house_shards': houseShards,
  '0008_request_queue': requestQueue,
  '0009_request_counts': requestCounts,
  '0010_rate_limit_take': rateLimitTake,
  '0011_template_wording': templateWording,
};

import { limitsOfMaximumUsd, type MoneyLimits } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SecretsSource } from '../../security/secrets';
import type { ModuleOptions } from '../module-options';

/** What the money request services work with. */
export interface MoneyContext {
  db: Kysely<Database>;
  now: () => Date;
  secrets: SecretsSource;
  /** The per-request maximum from the config (docs/product.md §1). */
  limits: MoneyLimits;
}

export function moneyContext({ db, now, secrets, config }: ModuleOptions): MoneyContext {
  const limits = limitsOfMaximumUsd(config.maxRequestUsd);
  if (!limits) throw new Error(`maxRequestUsd ${config.maxRequestUsd} is not a USD amount`);
  return { db, now, secrets, limits };
}

import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`database migration failed${where}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

/** The names of the migrations this database has not had yet, oldest first. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}

/** What postgres-global-setup.ts hands to the test files, through the environment. */
export const PG_ENV = {
  /** A maintenance connection (database `postgres`) on the test server. */
  url: 'WALLET_TEST_PG_URL',
  /** The migrated database every test file's database is copied from. */
  template: 'WALLET_TEST_PG_TEMPLATE',
  /** Prefix of every database this run creates, so teardown can drop leftovers. */
  prefix: 'WALLET_TEST_PG_PREFIX',
} as const;

/** The same server URL with another database name. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Database names are made by us ([a-z0-9_]); quoting keeps them identifiers all the same. */
export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

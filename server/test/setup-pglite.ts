// The server:pglite jest project: every test file gets its own in-memory PGlite database.
process.env.TEST_DIALECT = 'pglite';

import pg from 'pg';

/** One statement on the server's maintenance database (create or drop a test database). */
export async function maintenance(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import { fileURLToPath } from 'node:url';
import { buildApp, loggerOptions } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { gracefulStop } from './shutdown';
import { describeStart } from './start-messages';

/**
 * `node server/dist/main.mjs`: serve the API and the built web apps on 0.0.0.0:PORT, after
 * migrating and making sure an administrator exists (unless MIGRATE_ON_START=false: production
 * runs `cli.mjs migrate` once instead). The bundle lives at server/dist/main.mjs (and the source
 * at server/src/main.ts), so the repository root is two folders up from this file.
 */
async function main(): Promise<void> {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const config = loadConfig(process.env, { repoRoot });
  const database = await openDatabase(config.database);
  // Without the start-up work the process needs no database to start: /api/health says 503
  // until it answers, and the load balancer waits.
  const boot = config.migrateOnStart ? await bootstrap(database.db, config) : null;

  const app = await buildApp(config, {
    db: database.db,
    logger: loggerOptions(config.logLevel, undefined, config.instanceName),
  });
  const stop = gracefulStop({
    app,
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
    // Below compose's stop_grace_period (30 s), so the process ends on its own terms.
    timeoutMs: 25_000,
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: '0.0.0.0', port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (boot) {
    // A person's first start: where to go and how to log in, as plain lines.
    for (const line of describeStart(config, boot, port)) console.log(line);
  } else {
    app.log.info(
      { port, database: config.database.kind },
      'serving the API; migrations and administrators are left to the migrate and admin:create commands',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`configuration: ${error.message}`);
  else console.error('the server could not start:', error);
  process.exit(1);
});

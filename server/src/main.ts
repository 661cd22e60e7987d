import { fileURLToPath } from 'node:url';
import { buildApp, loggerOptions } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { describeStart } from './start-messages';

/**
 * `node server/dist/main.mjs`: migrate, make sure an administrator exists, serve the API and the
 * built web apps on 0.0.0.0:PORT. The bundle lives at server/dist/main.mjs (and the source at
 * server/src/main.ts), so the repository root is two folders up from this file.
 */
async function main(): Promise<void> {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  // SERVE_WEB=false: the API only, when nginx or a CDN serves the web apps (deploy/).
  const serveWeb = process.env.SERVE_WEB !== 'false';
  const config = loadConfig(process.env, { repoRoot, serveWeb });
  const database = await openDatabase(config.database);
  const boot = await bootstrap(database.db, config);

  const app = await buildApp(config, {
    db: database.db,
    logger: loggerOptions(config.logLevel),
  });
  await app.listen({ host: '0.0.0.0', port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  for (const line of describeStart(config, boot, port)) console.log(line);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await app.close();
    // Closing PGlite writes its files out; a kill without this may lose the last changes.
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`configuration: ${error.message}`);
  else console.error('the server could not start:', error);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';

export interface GracefulStopOptions {
  app: FastifyInstance;
  /** Closes the database (the pool, or PGlite's files) once the last request has finished. */
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
  /** A request that never ends must not keep a stopping process alive: exit 1 after this. */
  timeoutMs: number;
}

/**
 * What SIGTERM and SIGINT do (a rolling restart, `docker stop`, Ctrl-C): stop accepting
 * connections, let the requests in flight finish (one arriving meanwhile on a kept-alive
 * connection is answered too, and its connection closed: app.ts), close the database, exit 0.
 * Answers the function to call with the signal's name; a second signal changes nothing.
 */
export function gracefulStop(options: GracefulStopOptions): (signal: string) => Promise<void> {
  const { app, closeDatabase, exit, timeoutMs } = options;
  let stopping: Promise<void> | undefined;
  return (signal) => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'stopping: no new connections; finishing the requests in flight');
      const deadline = setTimeout(() => {
        app.log.error({ timeoutMs }, 'requests still running at the stop deadline; exiting');
        exit(1);
      }, timeoutMs);
      deadline.unref();
      // A kept-alive connection (nginx keeps several) whose last answer went out after the
      // stop began stays open until its keep-alive time-out; closing the idle ones as they
      // appear lets close() end as soon as the last request has been answered.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
        // After the app: its last requests and the mail they queued still use the database.
        await closeDatabase();
        app.log.info('stopped');
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'the server did not stop cleanly');
        exit(1);
      } finally {
        clearInterval(sweep);
        clearTimeout(deadline);
      }
    })();
    return stopping;
  };
}

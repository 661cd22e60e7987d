import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/connection';
import { installErrorHandling } from './http/error-handler';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { adminRoutes } from './modules/admin/routes';
import { installAuthGuard } from './modules/auth/guard';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { messageRoutes } from './modules/messages/routes';
import type { ModuleOptions } from './modules/module-options';
import { rateRoutes } from './modules/rates/routes';
import { userRoutes } from './modules/users/routes';
import { registerWebFiles, webFallback } from './web/static';

export interface AppDeps {
  /** An open, migrated database; the caller closes it. Absent: opened from the config, closed with the app. */
  db?: Db;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Fastify's logger: false in tests, pino options in main. */
  logger?: FastifyServerOptions['logger'];
}

/** Nothing secret reaches the log: tokens, cookies and every kind of password are masked. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.passwordConfirm',
  '*.currentPassword',
  '*.newPassword',
  '*.newPasswordConfirm',
  '*.moneyPassword',
  '*.currentMoneyPassword',
  '*.newMoneyPassword',
  '*.token',
  'body.password',
  'body.token',
];

/** Fastify's pino options for a running server: JSON lines at `level`, secrets masked. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/** Builds the whole server without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Bodies are small forms; 1 MiB leaves room for HTML notices.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin: each plugin keeps the handlers that exist when it is registered.
  installErrorHandling(app, config.web ? webFallback(config.web) : undefined);

  let db = deps.db;
  if (!db) {
    const handle = await openDatabase(config.database);
    db = handle.db;
    app.addHook('onClose', () => handle.close());
  }
  const now = deps.now ?? (() => new Date());

  installAuthGuard(app, db, now);
  await registerOpenApi(app);

  const options: ModuleOptions = { db, config, now };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, options);
      await api.register(authRoutes, options);
      await api.register(userRoutes, options);
      await api.register(messageRoutes, options);
      await api.register(rateRoutes, options);
      await api.register(adminRoutes, options);
    },
    { prefix: '/api' },
  );
  openApiRoute(app);
  if (config.web) await registerWebFiles(app, config.web);
  return app;
}

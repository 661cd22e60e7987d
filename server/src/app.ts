import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Db } from './db/connection';
import { installErrorHandling } from './http/error-handler';
export { loggerOptions } from './http/logging';
import { installSecurityHeaders, installServedBy } from './http/security-headers';
import { refuseUnstorableText } from './http/storable-input';
import { openApiRoute, registerOpenApi } from './http/openapi';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { adminHistoryRoutes } from './modules/admin-history/routes';
import { adminUserRoutes } from './modules/admin-users/routes';
import { auditRoutes } from './modules/audit/routes';
import { installAuthGuard } from './modules/auth/guard';
import { authRoutes } from './modules/auth/routes';
import { benchRoutes } from './modules/bench/routes';
import { depositAddressRoutes } from './modules/deposit-addresses/routes';
import { emailVerificationRoutes } from './modules/email-verification/routes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { inquiryRoutes } from './modules/inquiries/routes';
import { ledgerAdminRoutes } from './modules/ledger/admin-routes';
import { Postbox, printingMailer, smtpMailer, type Mailer } from './modules/mail';
import { messageTemplateRoutes } from './modules/message-templates/routes';
import { messageRoutes } from './modules/messages/routes';
import { moneyRequestRoutes } from './modules/money-requests/routes';
import type { ModuleOptions } from './modules/module-options';
import { noticeRoutes } from './modules/notices/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { rateRoutes } from './modules/rates/routes';
import { registrationRoutes } from './modules/registration/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { userRoutes } from './modules/users/routes';
import { lazySecrets } from './security/secrets';
import { registerWebFiles, webFallback } from './web/static';

export interface AppDeps {
  /** An open, migrated database; the caller closes it. Absent: opened from the config, closed with the app. */
  db?: Db;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Fastify's logger: false in tests, pino options in main. */
  logger?: FastifyServerOptions['logger'];
  /** How mail leaves; the caller closes it. Absent: SMTP from the config, or printed outside production. */
  mailer?: Mailer;
}

/** Builds the whole server without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Bodies are small forms; 1 MiB leaves room for HTML notices.
    bodyLimit: 1024 * 1024,
    // request.ip feeds the abuse limits: believe X-Forwarded-For only from configured proxies.
    trustProxy: config.trustProxy,
    // A request that reaches a stopping process on a connection nginx kept open is answered as
    // usual, with `Connection: close`, instead of 503: nginx never sends a POST twice, so a 503
    // would reach the member. The process still takes no new connection (shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin: each plugin keeps the handlers that exist when it is registered.
  installErrorHandling(app, config.web ? webFallback(config.web) : undefined);
  installSecurityHeaders(app, config.web);
  if (config.instanceName) installServedBy(app, config.instanceName);

  let db = deps.db;
  if (!db) {
    const handle = await openDatabase(config.database);
    db = handle.db;
    app.addHook('onClose', () => handle.close());
  }
  const now = deps.now ?? (() => new Date());
  const secrets = lazySecrets(db, config.moneyPasswordPepper);

  let mailer = deps.mailer;
  if (!mailer) {
    // loadConfig refuses production without SMTP_URL, so printing happens only outside it.
    const own = config.mail.smtpUrl
      ? smtpMailer(config.mail.smtpUrl, config.mail.from)
      : printingMailer();
    app.addHook('onClose', () => own.close());
    mailer = own;
  }
  const postbox = new Postbox(mailer, app.log);
  // onClose hooks run last-registered first: mail under way goes out (and writes its token)
  // before the mailer and the database close.
  app.addHook('onClose', () => postbox.settle());

  installAuthGuard(app, db, now);
  refuseUnstorableText(app);
  await registerOpenApi(app);

  const options: ModuleOptions = { db, config, now, secrets, postbox };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, options);
      await api.register(authRoutes, options);
      await api.register(registrationRoutes, options);
      await api.register(emailVerificationRoutes, options);
      await api.register(passwordResetRoutes, options);
      await api.register(userRoutes, options);
      await api.register(accountRoutes, options);
      await api.register(messageRoutes, options);
      await api.register(rateRoutes, options);
      await api.register(adminRoutes, options);
      await api.register(adminUserRoutes, options);
      await api.register(auditRoutes, options);
      await api.register(moneyRequestRoutes, options);
      // The back office's money: deposit addresses, templates, the ledger, the history.
      await api.register(depositAddressRoutes, options);
      await api.register(messageTemplateRoutes, options);
      await api.register(ledgerAdminRoutes, options);
      await api.register(adminHistoryRoutes, options);
      await api.register(eventRoutes, options);
      // Communication: notices, inquiries and the dashboard's charts (messages are above).
      await api.register(noticeRoutes, options);
      await api.register(inquiryRoutes, options);
      await api.register(statisticsRoutes, options);
      if (config.benchRoutes) await api.register(benchRoutes, options);
    },
    { prefix: '/api' },
  );
  openApiRoute(app);
  if (config.web) await registerWebFiles(app, config.web);
  return app;
}

import type { BootstrapResult } from './bootstrap';
import type { AppConfig } from './config';

/** What `main` prints once it listens: where to go, and on a first start how to log in. */
export function describeStart(config: AppConfig, boot: BootstrapResult, port: number): string[] {
  const url = `http://localhost:${port}`;
  const lines: string[] = [];
  if (boot.migrations.length > 0) lines.push(`Database migrated: ${boot.migrations.join(', ')}`);
  if (boot.admin.created) {
    const secret = boot.admin.generatedPassword
      ? `password ${boot.admin.generatedPassword}`
      : 'the password from ADMIN_PASSWORD';
    lines.push(
      `Administrator created: log in at ${url}/admin/login with username ${boot.admin.username} and ${secret}`,
    );
    if (boot.admin.generatedPassword) {
      lines.push(
        'This password is shown only this once. Set ADMIN_PASSWORD before a first start to choose it.',
      );
    }
  }
  lines.push(
    config.database.kind === 'pglite'
      ? `Database: PGlite (embedded) in ${config.database.dataDir}`
      : 'Database: PostgreSQL (DATABASE_URL)',
  );
  lines.push(
    config.mail.smtpUrl
      ? 'Mail: sent through SMTP (SMTP_URL)'
      : 'Mail: printed here, not sent (set SMTP_URL to send it)',
  );
  if (config.production && !config.moneyPasswordPepper) {
    lines.push(
      'Withdrawal passwords are peppered with a secret kept in the database; set MONEY_PASSWORD_PEPPER to keep it apart',
    );
  }
  lines.push(
    `Member wallet is running at ${url}/ (API at ${url}/api, OpenAPI at ${url}/api/openapi.json)`,
  );
  return lines;
}

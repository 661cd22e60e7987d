import type { BootstrapResult } from './bootstrap';
import type { AppConfig } from './config';

/**
 * What `main` prints once it listens: where to go; on a first start how to log in; and the
 * administrator's referral id, which the first members of a new site need to register.
 */
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
    if (boot.adminReferral) {
      lines.push(
        `The administrator's referral id (new members need one to register): ${boot.adminReferral.referralId}`,
      );
    }
  } else if (boot.adminReferral) {
    lines.push(
      `Referral id of the administrator ${boot.adminReferral.username} (for new members): ${boot.adminReferral.referralId}`,
    );
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
  if (!config.moneyPasswordPepper) {
    lines.push(
      'Withdrawal-password pepper: generated and stored in the database; production requires MONEY_PASSWORD_PEPPER (set it before real members register: changing it invalidates their withdrawal passwords)',
    );
  }
  lines.push(
    `Member wallet is running at ${url}/ (API at ${url}/api, OpenAPI at ${url}/api/openapi.json)`,
  );
  return lines;
}

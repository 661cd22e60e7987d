import path from 'node:path';
import { siteLayout } from './web/site-layout.mjs';

/**
 * Where the built web apps are, and what /mf-remotes.json answers: the published web root
 * WEB_ROOT (the one nginx serves in deploy/), else this checkout's builds (site-layout.mjs).
 */
export interface WebConfig {
  /** `$WEB_ROOT` or host/dist: the shell, served at `/` with the SPA fallback to its index.html */
  hostRoot: string;
  /**
   * Each remote's folder of releases (`$WEB_ROOT/remotes/<remote>`, or remote-member/dist and
   * remote-admin/dist): every release served at `/remotes/<remote>/<release>/` (an open page may
   * still load an older one).
   */
  remoteRoots: { member: string; admin: string };
  /**
   * REMOTE_MAP_FILE (default `$WEB_ROOT/mf-remotes.json`): the `/mf-remotes.json` answer, read
   * on every request (publishing a release is an edit of this file). null: the newest release of
   * each remote (its dist/latest.json).
   */
  remoteMapFile: string | null;
  /** REMOTE_ORIGINS: origins other than this site the map may name (a CDN), for the CSP. */
  remoteOrigins: string[];
}

export type DatabaseConfig =
  /** Embedded PostgreSQL in WASM; `dataDir` null keeps it in memory (tests). */
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  production: boolean;
  logLevel: string;
  /** The folder for local state (PGlite's files live in `<dataDir>/pglite`). */
  dataDir: string;
  database: DatabaseConfig;
  admin: {
    username: string;
    /** null: the first start generates one and prints it once. */
    password: string | null;
  };
  /** Session lifetimes in seconds per role (docs/product.md §6: 24 h member, 8 h administrator). */
  sessionSeconds: { user: number; admin: number };
  /** null: the API only (tests, or when a web server or a CDN serves the apps). */
  web: WebConfig | null;
  /** Where the site is reached from outside, without a trailing slash (links in mail). */
  publicUrl: string;
  /** Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For). */
  trustProxy: boolean | string;
  mail: {
    /** `smtp://user:pass@host:port`; null outside production prints each mail to stdout. */
    smtpUrl: string | null;
    from: string;
  };
  /**
   * The server-side secret added to withdrawal-password hashes (docs/product.md §6) and email-code
   * hashes. Required in production: kept out of the database, a stolen copy of the database
   * alone is not enough to guess six-digit passwords. null (outside production only): the first
   * start generates one and keeps it in the database's settings table, so every API process
   * uses the same.
   */
  moneyPasswordPepper: string | null;
  /**
   * The per-request maximum in whole or decimal USD (docs/product.md §1: 50,000 USD or its
   * equivalent, configurable with MAX_REQUEST_USD); other currencies are compared by their value.
   */
  maxRequestUsd: number;
  /**
   * Migrate and create the first administrator when the process starts (`npm start`). false
   * (MIGRATE_ON_START=false) in production: the one-time `migrate` command does it, and API
   * processes never change the schema, however many start at once.
   */
  migrateOnStart: boolean;
  /**
   * A label for this process (INSTANCE_NAME), sent as `X-Served-By` on every answer so an
   * operator can tell which process behind the load balancer served a request; null sends none.
   */
  instanceName: string | null;
  /**
   * BENCH_ROUTES: two extra routes `npm run bench` measures against (docs/benchmarks.md), a
   * route that touches no database and a `select 1` behind the token check. Off unless set.
   */
  benchRoutes: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export interface LoadConfigOptions {
  /**
   * The repository root; without WEB_ROOT the web roots are its host/, remote-member/,
   * remote-admin/ dist folders. Given (`npm start`), this process serves the web apps unless
   * SERVE_WEB=false (nginx or a CDN serves them, deploy/).
   */
  repoRoot?: string;
}

/** Reads the environment into a typed config; refuses values it cannot read instead of guessing. */
export function loadConfig(env: Env, options: LoadConfigOptions = {}): AppConfig {
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const dataDir = path.resolve(value('DATA_DIR') ?? './data');
  const repoRoot = options.repoRoot;
  const serveWeb = flag(value('SERVE_WEB'), true, 'SERVE_WEB');
  const port = integer(value('PORT'), 3000, 'PORT', 0, 65535);
  const production = value('NODE_ENV') === 'production';
  const smtpUrl = value('SMTP_URL') ?? null;
  if (production && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is required in production (smtp://user:password@host:port): registration codes and password reset links are sent by mail',
    );
  }
  const pepper = loadMoneyPasswordPepper(env);

  return {
    port,
    production,
    logLevel: value('LOG_LEVEL') ?? 'info',
    dataDir,
    database: loadDatabaseConfig(env),
    admin: {
      username: value('ADMIN_USERNAME') ?? 'admin',
      password: value('ADMIN_PASSWORD') ?? null,
    },
    sessionSeconds: {
      user: hours(value('MEMBER_SESSION_HOURS'), 24, 'MEMBER_SESSION_HOURS'),
      admin: hours(value('ADMIN_SESSION_HOURS'), 8, 'ADMIN_SESSION_HOURS'),
    },
    web: serveWeb && repoRoot ? webConfig(value, repoRoot) : null,
    publicUrl: publicUrl(value('PUBLIC_URL'), port),
    trustProxy: trustProxy(value('TRUST_PROXY')),
    mail: {
      smtpUrl,
      from: value('MAIL_FROM') ?? 'Member Wallet <no-reply@localhost>',
    },
    moneyPasswordPepper: pepper,
    maxRequestUsd: maxRequestUsd(value('MAX_REQUEST_USD')),
    migrateOnStart: flag(value('MIGRATE_ON_START'), true, 'MIGRATE_ON_START'),
    instanceName: instanceName(value('INSTANCE_NAME')),
    benchRoutes: flag(value('BENCH_ROUTES'), false, 'BENCH_ROUTES'),
  };
}

const optionalPath = (raw: string | undefined) => (raw === undefined ? null : path.resolve(raw));

/** The site's files: a published WEB_ROOT, else the checkout's builds (site-layout.mjs). */
function webConfig(value: (name: string) => string | undefined, checkout: string): WebConfig {
  const { hostRoot, remoteRoots, mapFile } = siteLayout({ webRoot: value('WEB_ROOT'), checkout });
  return {
    hostRoot,
    remoteRoots,
    remoteMapFile: optionalPath(value('REMOTE_MAP_FILE')) ?? mapFile,
    remoteOrigins: origins(value('REMOTE_ORIGINS')),
  };
}

/** REMOTE_ORIGINS: a comma-separated list such as `https://cdn.example,https://static.example`. */
function origins(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(
          `REMOTE_ORIGINS must list origins like https://cdn.example, got "${item}"`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError(
          `REMOTE_ORIGINS must list http:// or https:// origins, got "${item}"`,
        );
      }
      return url.origin;
    });
}

/**
 * MONEY_PASSWORD_PEPPER, or null for the one the database keeps (not in production). The API and
 * the command line read it the same way: a withdrawal password hashed with another pepper would
 * never match.
 */
export function loadMoneyPasswordPepper(env: Env): string | null {
  const pepper = env.MONEY_PASSWORD_PEPPER?.trim() || null;
  if (pepper !== null && pepper.length < 16) {
    throw new ConfigError('MONEY_PASSWORD_PEPPER must be at least 16 characters (random)');
  }
  if (env.NODE_ENV?.trim() === 'production' && pepper === null) {
    throw new ConfigError(
      'MONEY_PASSWORD_PEPPER is required in production (at least 16 random characters, e.g. `openssl rand -base64 32`): it keeps the withdrawal-password secret out of the database; set it once and never change it',
    );
  }
  return pepper;
}

/**
 * Only where the data is (DATABASE_URL, else PGlite in DATA_DIR): what the command line needs, so
 * it runs without the API's mail settings (and its pepper, unless it sets a withdrawal password).
 */
export function loadDatabaseConfig(env: Env): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
}

function flag(raw: string | undefined, fallback: boolean, name: string): boolean {
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** INSTANCE_NAME goes into a header: a short plain label (api1, web-2.eu), nothing else. */
function instanceName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw)) {
    throw new ConfigError(
      `INSTANCE_NAME must be 1 to 64 letters, digits, dots, hyphens or underscores, got "${raw}"`,
    );
  }
  return raw;
}

/** MAX_REQUEST_USD: a positive USD amount with at most two decimals (cents); default 50,000. */
function maxRequestUsd(raw: string | undefined): number {
  if (raw === undefined) return 50_000;
  const n = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || !(n > 0) || n > 100_000_000) {
    throw new ConfigError(
      `MAX_REQUEST_USD must be a USD amount above 0 (at most 100,000,000, two decimals), got "${raw}"`,
    );
  }
  return n;
}

function publicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an address like https://wallet.example, got "${raw}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * TRUST_PROXY: `true` (believe X-Forwarded-For from any peer: only behind a proxy that sets it),
 * `false` (the socket's address is the client), or a comma-separated list of the proxies'
 * addresses/CIDRs, e.g. `10.0.0.0/8,127.0.0.1`.
 */
function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  if (!/^[0-9A-Fa-f.:/, ]+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or a list of proxy addresses, got "${raw}"`,
    );
  }
  return raw;
}

function integer(
  raw: string | undefined,
  fallback: number,
  name: string,
  min: number,
  max: number,
) {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function hours(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback * 3600;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 24 * 365) {
    throw new ConfigError(`${name} must be a number of hours above 0, got "${raw}"`);
  }
  return Math.round(n * 3600);
}

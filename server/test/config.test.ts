import path from 'node:path';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite in ./data, admin, 24 h / 8 h sessions, no web files', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.admin).toEqual({ username: 'admin', password: null });
    expect(config.sessionSeconds).toEqual({ user: 24 * 3600, admin: 8 * 3600 });
    expect(config.web).toBeNull();
    expect(config.production).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Member Wallet <no-reply@localhost>' });
    expect(config.moneyPasswordPepper).toBeNull();
  });

  it('refuses to run in production without SMTP, and a short pepper', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required/);
    expect(() => loadConfig({ MONEY_PASSWORD_PEPPER: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: 'true', PORT: '8080' })).toMatchObject({
      trustProxy: true,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('refuses to run in production without MONEY_PASSWORD_PEPPER, and keeps the stored fallback elsewhere', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mailer:2525' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/MONEY_PASSWORD_PEPPER is required in production/);
    expect(() => loadConfig({ ...production, MONEY_PASSWORD_PEPPER: ' ' })).toThrow(
      /MONEY_PASSWORD_PEPPER is required/,
    );
    expect(
      loadConfig({ ...production, MONEY_PASSWORD_PEPPER: 'a-long-random-pepper-value' }),
    ).toMatchObject({ production: true, moneyPasswordPepper: 'a-long-random-pepper-value' });
    expect(loadConfig({ NODE_ENV: 'development' }).moneyPasswordPepper).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).moneyPasswordPepper).toBeNull();
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u@db/wallet',
        DATA_DIR: '/srv/wallet',
        ADMIN_USERNAME: 'root1',
        ADMIN_PASSWORD: 'pw12345678',
        MEMBER_SESSION_HOURS: '2',
        ADMIN_SESSION_HOURS: '0.5',
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mailer:2525',
        MAIL_FROM: 'Wallet <wallet@example.test>',
        PUBLIC_URL: 'https://wallet.example/',
        TRUST_PROXY: '10.0.0.0/8',
        MONEY_PASSWORD_PEPPER: 'a-long-random-pepper-value',
        REMOTE_MAP_FILE: '/srv/wallet/mf-remotes.json',
        REMOTE_ORIGINS: 'https://cdn.example/ignored/path, https://static.example',
      },
      { repoRoot: '/repo' },
    );
    expect(config).toMatchObject({
      port: 8080,
      production: true,
      dataDir: path.resolve('/srv/wallet'),
      database: { kind: 'postgres', url: 'postgres://u@db/wallet' },
      admin: { username: 'root1', password: 'pw12345678' },
      sessionSeconds: { user: 7200, admin: 1800 },
      publicUrl: 'https://wallet.example',
      trustProxy: '10.0.0.0/8',
      mail: { smtpUrl: 'smtp://mailer:2525', from: 'Wallet <wallet@example.test>' },
      moneyPasswordPepper: 'a-long-random-pepper-value',
      web: {
        hostRoot: path.join('/repo', 'host', 'dist'),
        remoteRoots: {
          member: path.join('/repo', 'remote-member', 'dist'),
          admin: path.join('/repo', 'remote-admin', 'dist'),
        },
        remoteMapFile: path.resolve('/srv/wallet/mf-remotes.json'),
        remoteOrigins: ['https://cdn.example', 'https://static.example'],
      },
    });
  });

  it('migrates at start unless MIGRATE_ON_START=false, and names the process only when told', () => {
    expect(loadConfig({})).toMatchObject({ migrateOnStart: true, instanceName: null });
    expect(loadConfig({ MIGRATE_ON_START: 'false', INSTANCE_NAME: 'api-2.eu' })).toMatchObject({
      migrateOnStart: false,
      instanceName: 'api-2.eu',
    });
    expect(loadConfig({ MIGRATE_ON_START: '1' }).migrateOnStart).toBe(true);
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow(ConfigError);
    // It goes into a header: nothing but a short label.
    expect(() => loadConfig({ INSTANCE_NAME: 'api1\r\nSet-Cookie: x=1' })).toThrow(ConfigError);
    expect(() => loadConfig({ INSTANCE_NAME: 'x'.repeat(65) })).toThrow(ConfigError);
  });

  it('reads where the data is without the API settings, for the command line', () => {
    expect(loadDatabaseConfig({ DATABASE_URL: ' postgres://u@db/wallet ' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db/wallet',
    });
    expect(loadDatabaseConfig({ DATA_DIR: '/srv/wallet' })).toEqual({
      kind: 'pglite',
      dataDir: path.join(path.resolve('/srv/wallet'), 'pglite'),
    });
    // Production's mail and pepper settings are the API's business, not a migration's.
    expect(loadDatabaseConfig({ NODE_ENV: 'production' })).toMatchObject({ kind: 'pglite' });
  });

  it('treats empty values as absent and refuses values it cannot read', () => {
    expect(loadConfig({ PORT: '', ADMIN_PASSWORD: ' ' })).toMatchObject({
      port: 3000,
      admin: { password: null },
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEMBER_SESSION_HOURS: '-1' })).toThrow(ConfigError);
    const web = { repoRoot: '/repo' };
    expect(() => loadConfig({ REMOTE_ORIGINS: 'cdn.example' }, web)).toThrow(ConfigError);
    expect(() => loadConfig({ REMOTE_ORIGINS: 'ftp://cdn.example' }, web)).toThrow(ConfigError);
  });

  it('serves the built apps from the repository unless SERVE_WEB=false (nginx serves them)', () => {
    const repo = { repoRoot: '/repo' };
    expect(loadConfig({}, repo).web).not.toBeNull();
    expect(loadConfig({ SERVE_WEB: 'false' }, repo).web).toBeNull();
    expect(loadConfig({ SERVE_WEB: '0' }, repo).web).toBeNull();
    // Without a repository (tests, the command line) there is nothing to serve.
    expect(loadConfig({}).web).toBeNull();
    expect(() => loadConfig({ SERVE_WEB: 'no' }, repo)).toThrow(/SERVE_WEB must be true or false/);
  });

  it('serves the newest release of each remote when no remote map file is named', () => {
    expect(loadConfig({}, { repoRoot: '/repo' }).web).toMatchObject({
      remoteMapFile: null,
      remoteOrigins: [],
    });
  });

  it('serves a published WEB_ROOT, the folder nginx serves, with its mf-remotes.json', () => {
    const web = { repoRoot: '/repo' };
    expect(loadConfig({ WEB_ROOT: '/srv/www' }, web).web).toMatchObject({
      hostRoot: path.resolve('/srv/www'),
      remoteRoots: {
        member: path.join(path.resolve('/srv/www'), 'remotes', 'member'),
        admin: path.join(path.resolve('/srv/www'), 'remotes', 'admin'),
      },
      remoteMapFile: path.join(path.resolve('/srv/www'), 'mf-remotes.json'),
    });
    const elsewhere = { WEB_ROOT: '/srv/www', REMOTE_MAP_FILE: '/etc/wallet/map.json' };
    expect(loadConfig(elsewhere, web).web?.remoteMapFile).toBe(
      path.resolve('/etc/wallet/map.json'),
    );
    // The API alone (nginx serves the files) has no web settings at all.
    expect(
      loadConfig({ WEB_ROOT: '/srv/www', SERVE_WEB: 'false' }, { repoRoot: '/repo' }).web,
    ).toBeNull();
  });
});

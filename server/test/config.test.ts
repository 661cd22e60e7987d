import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite in ./data, admin, 24 h / 8 h sessions, no web files', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.admin).toEqual({ username: 'admin', password: null });
    expect(config.sessionSeconds).toEqual({ user: 24 * 3600, admin: 8 * 3600 });
    expect(config.web).toBeNull();
    expect(config.production).toBe(false);
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
        MF_MEMBER_URL: 'https://cdn.example/member/remoteEntry.js',
      },
      { repoRoot: '/repo', serveWeb: true },
    );
    expect(config).toMatchObject({
      port: 8080,
      production: true,
      dataDir: path.resolve('/srv/wallet'),
      database: { kind: 'postgres', url: 'postgres://u@db/wallet' },
      admin: { username: 'root1', password: 'pw12345678' },
      sessionSeconds: { user: 7200, admin: 1800 },
      web: {
        hostRoot: path.join('/repo', 'host', 'dist'),
        memberRoot: path.join('/repo', 'remote-member', 'dist'),
        adminRoot: path.join('/repo', 'remote-admin', 'dist'),
        remotes: {
          member: 'https://cdn.example/member/remoteEntry.js',
          admin: '/remotes/admin/remoteEntry.js',
        },
      },
    });
  });

  it('treats empty values as absent and refuses values it cannot read', () => {
    expect(loadConfig({ PORT: '', ADMIN_PASSWORD: ' ' })).toMatchObject({
      port: 3000,
      admin: { password: null },
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEMBER_SESSION_HOURS: '-1' })).toThrow(ConfigError);
  });
});

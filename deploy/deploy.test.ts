import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, loadDatabaseConfig } from '../server/src/config';
import {
  apiServiceNames,
  composeWith,
  databaseVariables,
  dockerIgnored,
  dockerfileStages,
  readRepoFile,
  repoRoot,
  serverVariables,
  type ComposeService,
} from './deploy-files';

/*
 * What `docker compose up` and `docker build` would get wrong, found without Docker: the files
 * in deploy/ are read the way those tools read them and checked against the repository, the
 * server's config module and the nginx site. (The health check's command itself runs against a
 * real API process in server/test/health.test.ts; the nginx site runs in server/test/nginx.test.ts.)
 */

/** The env file docs/operations.md has the operator write at first start, with sample secrets. */
function firstStartEnvFile(): Record<string, string> {
  const docs = readRepoFile('docs/operations.md');
  const body = /\.env <<EOF\n([\s\S]*?)\n\s*EOF/.exec(docs)?.[1];
  if (body === undefined) throw new Error('docs/operations.md writes no env file at first start');
  return Object.fromEntries(
    body
      .split('\n')
      .map((line) => /^\s*(\w+)=(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, name = '', value = '']) => [
        name,
        // `$(openssl rand …)`: letters and digits, as the docs ask of the database password.
        value.startsWith('$(') ? 'f00dfeed'.repeat(6) : value.replace(/^"(.*)"$/, '$1'),
      ]),
  );
}

const operatorEnv = firstStartEnvFile();
const { services } = composeWith(operatorEnv);
const service = (name: string): ComposeService => {
  const found = services[name];
  if (!found) throw new Error(`deploy/compose.yaml has no service ${name}`);
  return found;
};
const apis = apiServiceNames(services);
const apiConfig = (name: string) => loadConfig(service(name).environment ?? {}, { repoRoot });
const apiPort = loadConfig(service(apis[0] ?? 'api1').environment ?? {}).port;
const site = readRepoFile('deploy/nginx/site.conf');
const stages = dockerfileStages();
const packageJson = JSON.parse(readRepoFile('package.json')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

describe('deploy/compose.yaml', () => {
  it('starts with the env file the first-start instructions write, and runs two API processes', () => {
    // composeWith (above) throws as compose refuses, when a required variable is not in it.
    expect(Object.keys(operatorEnv)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'MONEY_PASSWORD_PEPPER', 'WEB_ROOT']),
    );
    expect(apis.length).toBeGreaterThanOrEqual(2);
  });

  it('builds each service from a Dockerfile stage that exists, or pulls a pinned image', () => {
    for (const [name, { build, image }] of Object.entries(services)) {
      if (build) {
        const context = path.resolve(repoRoot, 'deploy', build.context);
        const dockerfile = path.join(context, build.dockerfile ?? 'Dockerfile');
        expect({ name, dockerfile: fs.existsSync(dockerfile) }).toEqual({ name, dockerfile: true });
        expect(stages.map((stage) => stage.name)).toContain(build.target);
      } else {
        // A pulled image names its version: `latest` changes under a running site.
        expect({ name, image }).toEqual({
          name,
          image: expect.stringMatching(/:(?!latest$)[\w.-]+$/),
        });
      }
    }
  });

  it('starts an API process only on a healthy database, after the migration succeeded', () => {
    for (const name of apis) {
      expect({ name, depends: service(name).depends_on }).toEqual({
        name,
        depends: {
          db: { condition: 'service_healthy' },
          migrate: { condition: 'service_completed_successfully' },
        },
      });
      expect(service(name).restart).toBe('unless-stopped');
    }
    const migrate = service('migrate');
    expect(migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    // Once: a migration that restarted on success would run for ever.
    expect(migrate.restart).toBe('no');
    expect(migrate.command?.join(' ')).toBe(packageJson.scripts.migrate);
    // A service waited for as healthy has a health check to become healthy with.
    for (const [name, { depends_on: dependsOn = {} }] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(dependsOn)) {
        if (condition === 'service_healthy') {
          expect({ name, target, check: service(target).healthcheck?.test }).toEqual({
            name,
            target,
            check: expect.any(Array),
          });
        }
      }
    }
  });

  it("checks each API process's health on /api/health, at the port it listens on", () => {
    for (const name of apis) {
      const command = service(name).healthcheck?.test.join(' ') ?? '';
      const url = new URL(/https?:\/\/[^'"\s]+/.exec(command)?.[0] ?? 'http://nowhere.invalid');
      expect({ name, host: url.hostname, port: Number(url.port), path: url.pathname }).toEqual({
        name,
        host: '127.0.0.1',
        port: apiConfig(name).port,
        path: '/api/health',
      });
    }
  });

  it('sets only variables the server reads, and what it needs to run in production', () => {
    const readByServer = serverVariables();
    const nginxAddress = Object.values(service('web').networks ?? {})[0]?.ipv4_address;
    const names = new Set<string | null>();
    for (const name of apis) {
      const set = Object.keys(service(name).environment ?? {});
      expect({ name, unknown: set.filter((v) => !readByServer.has(v)) }).toEqual({
        name,
        unknown: [],
      });
      const config = apiConfig(name);
      expect({ name, config }).toMatchObject({
        name,
        config: {
          production: true,
          database: { kind: 'postgres' },
          migrateOnStart: false,
          web: null, // nginx serves the apps
          trustProxy: nginxAddress,
        },
      });
      names.add(config.instanceName);
    }
    // Each process says who it is (X-Served-By, the log), and no two say the same.
    expect([...names].filter(Boolean)).toHaveLength(apis.length);

    // `migrate` needs where the data is, nothing more; the same database the API uses.
    const migrateEnv = service('migrate').environment ?? {};
    const readByCli = databaseVariables();
    expect(Object.keys(migrateEnv).filter((v) => !readByCli.has(v))).toEqual([]);
    const database = loadDatabaseConfig(migrateEnv);
    expect(database).toEqual(apiConfig(apis[0] ?? 'api1').database);
    const url = new URL(database.kind === 'postgres' ? database.url : 'postgres://none');
    const db = service('db').environment ?? {};
    expect({
      host: url.hostname,
      user: url.username,
      password: url.password,
      database: url.pathname.slice(1),
    }).toEqual({
      host: 'db',
      user: db.POSTGRES_USER,
      password: db.POSTGRES_PASSWORD,
      database: db.POSTGRES_DB,
    });
  });

  it('has nginx pass the API to exactly the API processes, and serve the mounted web root', () => {
    const upstream = /upstream (\w+) \{([^}]*)\}/.exec(site);
    expect(site).toContain(`proxy_pass http://${upstream?.[1]};`);
    const servers = [...(upstream?.[2] ?? '').matchAll(/^\s*server ([\w.-]+):(\d+)/gm)];
    expect(servers.map(([, host]) => host).sort()).toEqual(apis);
    expect(new Set(servers.map(([, , port]) => Number(port)))).toEqual(new Set([apiPort]));

    const web = service('web');
    expect(web.depends_on).toEqual(
      Object.fromEntries(apis.map((name) => [name, { condition: 'service_healthy' }])),
    );
    const root = /^\s*root (\S+);/m.exec(site)?.[1];
    expect(web.volumes?.map((volume) => volume.split(':')[1])).toContain(root);
    // The variables the site's template takes are the ones the web service sets.
    const taken = new Set([...site.matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name));
    expect(new Set(Object.keys(web.environment ?? {}))).toEqual(taken);
  });
});

describe('the compose commands docs/operations.md gives', () => {
  it('each name the env file: compose reads the whole file, with its required variables, for any command', () => {
    // `${NAME:?…}`: without the env file even `ps`, `logs` or `exec` stop before doing anything.
    expect(readRepoFile('deploy/compose.yaml')).toMatch(/\$\{\w+:\?/);
    for (const file of ['docs/operations.md', 'deploy/compose.yaml']) {
      const commands = [...readRepoFile(file).matchAll(/docker compose [^`\n]*/g)].map(([c]) => c);
      expect(commands.length).toBeGreaterThan(0);
      expect({ file, without: commands.filter((c) => !/ --env-file \S/.test(c)) }).toEqual({
        file,
        without: [],
      });
    }
  });
});

describe('deploy/Dockerfile', () => {
  const stage = (name: string) => stages.find((s) => s.name === name)?.lines ?? [];
  const copies = (name: string) =>
    stage(name)
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .map((line) => line.split(/\s+/).slice(1));

  it('copies only files that exist and that the build is sent', () => {
    const ignored = dockerIgnored();
    const sources = stages.flatMap(({ name }) => copies(name).flatMap((args) => args.slice(0, -1)));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect({ source, exists: fs.existsSync(path.join(repoRoot, source)) }).toEqual({
        source,
        exists: true,
      });
      if (source !== '.')
        expect({ source, ignored: ignored(source) }).toEqual({ source, ignored: false });
    }
  });

  it("gives `npm ci` every workspace's package.json and the lock file", () => {
    const copied = copies('api').flatMap((args) => args.slice(0, -1));
    expect(copied).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        ...packageJson.workspaces.map((workspace) => `${workspace}/package.json`),
      ]),
    );
    expect(stage('api').some((line) => /^RUN npm ci\b/.test(line))).toBe(true);
  });

  it('builds with scripts that exist and starts the server the way `npm run serve` does', () => {
    for (const line of stages.flatMap((s) => s.lines)) {
      for (const [, script, workspace] of line.matchAll(/npm run (\S+) --workspace=(\S+)/g)) {
        const scripts = (
          JSON.parse(readRepoFile(`${workspace}/package.json`)) as { scripts?: object }
        ).scripts;
        expect({
          workspace,
          script,
          exists: Object.keys(scripts ?? {}).includes(script ?? ''),
        }).toEqual({
          workspace,
          script,
          exists: true,
        });
      }
    }
    const cmd = stage('api').find((line) => line.startsWith('CMD '));
    const command = JSON.parse(cmd?.slice(4) ?? '[]') as string[];
    expect(command.join(' ')).toBe(packageJson.scripts.serve);
    // The file it runs is in the image: the build stage's output, copied in.
    const copiedFromBuild = stage('api')
      .filter((line) => line.startsWith('COPY --from=build '))
      .map((line) => line.split(/\s+/).at(-1) ?? '');
    expect(copiedFromBuild.some((to) => command[1]?.startsWith(`${to}/`))).toBe(true);
    expect(stage('api')).toContain(`EXPOSE ${apiPort}`);
  });

  it('puts the files the nginx site includes where it includes them from', () => {
    const destinations = stage('web')
      .filter((line) => line.startsWith('COPY '))
      .map((line) => line.split(/\s+/).at(-1));
    for (const [, included] of site.matchAll(/^\s*include (\S+);/gm)) {
      if (included?.startsWith('/etc/nginx/mime.types')) continue;
      expect(destinations).toContain(included);
    }
    // The site is a template: the image fills in its ${VARIABLES} when the container starts.
    expect(
      stage('web').some((line) =>
        /^COPY deploy\/nginx\/site\.conf \/etc\/nginx\/templates\/\S+\.conf\.template$/.test(line),
      ),
    ).toBe(true);
  });
});

describe('.dockerignore', () => {
  const ignored = dockerIgnored();

  it('keeps dependencies, builds, caches, test output and env files out of the image', () => {
    const kept = [
      'node_modules/react/index.js',
      'server/node_modules/pg/package.json',
      'server/dist/main.mjs',
      'host/dist/index.html',
      'remote-member/dist/1.0.0-abc/remoteEntry.js',
      '.git/HEAD',
      '.cache/e2e/mailbox-3700.path',
      'data/pglite/PG_VERSION',
      'coverage/lcov.info',
      'test-results/report.json',
      'playwright-report/index.html',
      'bench-results/api.json',
      'tsconfig.tsbuildinfo',
      '.env',
      '.env.production',
      'deploy/.env',
      'deploy/wallet.env',
    ].filter((file) => !ignored(file));
    expect(kept).toEqual([]);
  });

  it('sends every file the repository holds (the build copies the whole of it)', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    expect(files).toEqual(expect.arrayContaining(['deploy/Dockerfile', 'package-lock.json']));
    expect(files.filter(ignored)).toEqual([]);
  });
});

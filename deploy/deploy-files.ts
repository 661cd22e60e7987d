import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig, loadDatabaseConfig } from '../server/src/config';

/*
 * The deploy files read the way the tools that run them read them (docker compose, docker build,
 * the nginx image), for the tests that check them without Docker: deploy/deploy.test.ts,
 * deploy/environment.test.ts and server/test/health.test.ts.
 */

export const repoRoot = path.resolve(__dirname, '..');
export const readRepoFile = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

/** `$$`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `${NAME?error}`. */
const VARIABLE = /\$\$|\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$(\w+)/g;

/** The names a compose file takes from the environment, in every string it holds. */
export function composeVariables(value: unknown): Set<string> {
  const names = new Set<string>();
  walkStrings(value, (text) => {
    for (const match of text.matchAll(VARIABLE)) {
      const name = match[1] ?? match[4];
      if (name) names.add(name);
    }
  });
  return names;
}

/** What `docker compose` makes of a string with the operator's environment, or its refusal. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    VARIABLE,
    (whole, name?: string, op?: string, arg?: string, bare?: string) => {
      if (whole === '$$') return '$';
      if (bare) throw new Error(`write \${${bare}} (braced) in the compose file, got ${whole}`);
      const value = name === undefined ? undefined : env[name];
      const missing = op?.startsWith(':') ? !value : value === undefined;
      if (!missing && value !== undefined) return value;
      if (op?.endsWith('?')) throw new Error(`compose refuses to start: ${arg ?? name}`);
      return op ? (arg ?? '') : '';
    },
  );
}

function walkStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((item) => walkStrings(item, visit));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => walkStrings(v, visit));
}

function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)]));
  }
  return value;
}

/** deploy/compose.yaml as written (anchors and merges applied, `${…}` left in). */
export function composeFile(): { services: Record<string, ComposeService> } & Record<
  string,
  unknown
> {
  return parse(readRepoFile('deploy/compose.yaml'), { merge: true });
}

/** deploy/compose.yaml as compose runs it with this environment (throws where compose would). */
export function composeWith(env: Record<string, string>): {
  services: Record<string, ComposeService>;
} {
  return mapStrings(composeFile(), (text) => interpolate(text, env)) as {
    services: Record<string, ComposeService>;
  };
}

/** The API processes: services of the `api` image that run its own command (the server). */
export function apiServiceNames(services: Record<string, ComposeService>): string[] {
  return Object.entries(services)
    .filter(([, service]) => service.build?.target === 'api' && service.command === undefined)
    .map(([name]) => name)
    .sort();
}

/** The variables a function of the config module reads, seen by watching it read them. */
function variablesRead(read: (env: Record<string, string | undefined>) => unknown): Set<string> {
  const names = new Set<string>();
  // Production too: what it requires only there is read only there.
  const environments: Array<Record<string, string>> = [
    {},
    {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay.example:587',
      MONEY_PASSWORD_PEPPER: 'a-long-random-pepper-value',
    },
  ];
  for (const values of environments) {
    const env = new Proxy(values, {
      get(target, name) {
        if (typeof name !== 'string') return undefined;
        names.add(name);
        return target[name];
      },
    });
    read(env);
  }
  return names;
}

/** Every environment variable the API process reads (server/src/config.ts). */
export const serverVariables = (): Set<string> =>
  variablesRead((env) => loadConfig(env, { repoRoot }));

type Env = Record<string, string | undefined>;

/**
 * Every environment variable a remote's build reads: its release folder (webpack.release.js)
 * and its shared ranges (webpack.common.js).
 */
export function buildVariables(): Set<string> {
  const load = createRequire(__filename);
  const { releaseOptions } = load('../webpack.release.js') as {
    releaseOptions: (dir: string, env: Env) => unknown;
  };
  const { sharedFor } = load('../webpack.common.js') as {
    sharedFor: (dir: string, env: Env) => unknown;
  };
  const remote = path.join(repoRoot, 'remote-member');
  return variablesRead((env) => {
    releaseOptions(remote, env);
    sharedFor(remote, env);
  });
}

/** What the command line (migrate, admin:create) reads: where the data is, nothing else. */
export const databaseVariables = (): Set<string> => variablesRead(loadDatabaseConfig);

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
export function dockerfileStages(): Array<{ name: string; from: string; lines: string[] }> {
  const stages: Array<{ name: string; from: string; lines: string[] }> = [];
  const text = readRepoFile('deploy/Dockerfile').replace(/\\\n/g, ' ');
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ from: from[1] ?? '', name: from[2] ?? '', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** `.dockerignore`: whether `docker build` leaves a path of the context out. */
export function dockerIgnored(): (file: string) => boolean {
  const rules = readRepoFile('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize(line.replace(/^!/, '').replace(/^\/+/, ''));
      return { negated, regex: globToRegex(pattern) };
    });
  return (file) => {
    // A pattern that matches a folder leaves out everything inside it; the last match decides.
    const parts = file.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) ignored = !rule.negated;
    }
    return ignored;
  };
}

/** Docker's patterns: `**` any number of folders, `*` and `?` within one name. */
function globToRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern.charAt(i);
    if (pattern.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

import type { Config } from 'jest';

/**
 * One jest run over every workspace. SWC strips types (fast on two cores); `npm run typecheck`
 * is what checks them. The server runs twice: once on PGlite, once on a real PostgreSQL.
 */
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // kysely and cookie (inside fastify's inject) ship only ES modules; jest needs CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/)?(kysely|cookie|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};

const web = (dir: string) => ({
  ...common,
  displayName: dir,
  // jsdom plus the fetch classes RTK Query and react-router need.
  testEnvironment: '<rootDir>/jest.environment-dom.ts',
  roots: [`<rootDir>/${dir}`],
  setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.ts',
    // Federated ids resolve to the remotes' own route modules under jest (docs/architecture.md).
    '^member/routes$': '<rootDir>/remote-member/src/routes.tsx',
    '^admin/routes$': '<rootDir>/remote-admin/src/routes.tsx',
  },
});

const server = (dialect: 'pglite' | 'postgres') => ({
  ...common,
  displayName: `server:${dialect}`,
  testEnvironment: 'node',
  roots: ['<rootDir>/server'],
  // `*.postgres.test.ts` is about what only a server database does (connections that drop).
  ...(dialect === 'pglite' ? { testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$'] } : {}),
  setupFiles: [`<rootDir>/server/test/setup-${dialect}.ts`],
  ...(dialect === 'postgres'
    ? {
        globalSetup: '<rootDir>/server/test/postgres-global-setup.ts',
        globalTeardown: '<rootDir>/server/test/postgres-global-teardown.ts',
      }
    : {}),
});

const config: Config = {
  // Two busy cores make a database set-up or a first render take seconds: time limits catch
  // hangs, not slowness. (A global option: jest ignores it inside a project.)
  testTimeout: 30_000,
  // One worker per core. jest's default keeps a core free for itself, which on two cores means
  // one worker (in band) and an idle core; every test file owns its databases and ports, so two
  // side by side share nothing.
  maxWorkers: '100%',
  projects: [
    // The domain runs in the server too, so its tests run in Node.
    {
      ...common,
      displayName: 'domain',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/src/domain'],
    },
    // What holds for the repository as a whole (the pointers in code and docs, the deploy files).
    {
      ...common,
      displayName: 'repository',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts', '<rootDir>/deploy'],
      // The byte budget reads the build: `npm test` runs it on its own after the build step
      // (scripts/test.mjs sets BUNDLE_BUDGET=built), never in the run before it.
      ...(process.env.BUNDLE_BUDGET === 'built'
        ? {}
        : { testPathIgnorePatterns: ['/scripts/bundle-budget\\.test\\.ts$'] }),
    },
    { ...web('shared'), testPathIgnorePatterns: ['/shared/src/domain/'] },
    web('host'),
    web('remote-member'),
    web('remote-admin'),
    server('pglite'),
    server('postgres'),
  ] as Config['projects'],
};

export default config;

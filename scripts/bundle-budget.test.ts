// The byte budget of docs/benchmarks.md ("Bundle"): what Chromium downloads on a cold load of the
// built site. It needs the build, so `npm test` runs it after the build step (scripts/test.mjs,
// with BUNDLE_BUDGET=built); jest.config.ts leaves it out of the run before the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const budget = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'bench', 'byte-budget.json'), 'utf8'),
) as { ceilingsKB: Record<'/' | '/login', number> };

interface FirstLoad {
  landedOn: string;
  bytes: number;
  files: number;
  adminBytes: number;
  languages: string[];
  shellNotPreloaded: string[];
  memberEntryPreloaded: boolean;
  fullZodFiles: string[];
}

describe('the first loads of the built site', () => {
  let loads: Record<string, FirstLoad>;

  beforeAll(() => {
    const port = process.env.BUNDLE_BUDGET_PORT;
    const run = spawnSync(
      process.execPath,
      ['scripts/bench/bytes.mjs', ...(port ? ['--port', port] : [])],
      { cwd: root, encoding: 'utf8', timeout: 240_000 },
    );
    if (run.status !== 0) throw new Error(`the byte figures failed: ${run.stderr}`);
    loads = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, FirstLoad>;
  }, 300_000);

  test.each(['/', '/login'] as const)('%s stays under its byte ceiling', (page) => {
    const load = loads[page];
    expect(load).toBeDefined();
    expect((load?.bytes ?? Infinity) / 1024).toBeLessThanOrEqual(budget.ceilingsKB[page]);
  });

  test('no member page downloads any of the admin remote', () => {
    expect([loads['/']?.adminBytes, loads['/login']?.adminBytes]).toEqual([0, 0]);
  });

  test("the shell's start is asked for at once: index.html preloads every script and stylesheet of it", () => {
    // The texts are fetched by the start script itself, for the language in use.
    expect(loads['/']?.shellNotPreloaded.filter((p) => !/^\/texts-en\./.test(p))).toEqual([]);
  });

  test("the member remote's entry is preloaded where it runs, and not on the shell's own login", () => {
    expect(loads['/']?.memberEntryPreloaded).toBe(true);
    expect(loads['/login']?.memberEntryPreloaded).toBe(false);
  });

  test("the shell's start file holds no code only a lazy part runs: the login's schema stays with the login pages", () => {
    // The login answer's schema names itself `LoginAnswer` (shared/src/domain/schemas/session.ts);
    // only the two login pages parse it. The start file is one chunk of every page's code
    // (webpack.common.js, SHELL_START_CHUNK); a module pulled into it travels on every page.
    const dist = path.join(root, 'host', 'dist');
    const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    const holding = (text: string) =>
      scripts.filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(text));
    expect(scripts.filter((file) => /^start\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(1);
    expect(holding('"LoginAnswer"').length).toBeGreaterThan(0);
    expect(holding('"LoginAnswer"').filter((file) => file.startsWith('start.'))).toEqual([]);
  });

  test("full zod stays off the member's pages that have no inquiry form: their schemas are in zod's mini form", () => {
    // docs/federation.md, "zod in two forms": full zod is 27 KB gz more on a page. Each page is
    // checked where it really landed (a signed-in page the guard turned away would prove nothing).
    const pages = Object.keys(loads).filter((page) => page !== '/login in Korean');
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages.map((page) => [page, loads[page]?.landedOn, loads[page]?.fullZodFiles])).toEqual(
      pages.map((page) => [page, page.split(' ')[0], []]),
    );
  });

  test("each language's texts travel only for the language in use", () => {
    expect(loads['/']?.languages).toEqual(['en']);
    expect(loads['/login']?.languages).toEqual(['en']);
    expect(loads['/login in Korean']?.languages).toEqual(['ko']);
  });
});

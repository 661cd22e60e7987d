import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * One look for three apps (docs/ui.md): colours live once, as custom properties in the token
 * block at the top of shared/src/ui/ui.css, and a stylesheet spaces and sizes with the token
 * that has the value it wants instead of writing the value again. Scripts that need a colour
 * (a canvas, an inline style) read the token too.
 */
const root = path.resolve(__dirname, '..');
const TOKEN_FILE = 'shared/src/ui/ui.css';

const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const stylesheets = tracked('*.css');

/** Tests and their helpers may write any colour: they check what the code makes of one. */
const TEST_CODE =
  /\.(?:test|spec)\.tsx?$|(?:^|\/)(?:e2e|test|testing)\/|(?:^|\/)test-[a-z-]+\.tsx?$/;
const scripts = tracked('*.ts', '*.tsx').filter((file) => !TEST_CODE.test(file));

/** Each declaration outside the token block: file, line, property, value. */
function declarations(file: string) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    const match = /^\s*([a-z-]+)\s*:\s*(.+?);?\s*$/.exec(line);
    if (!match?.[1] || !match[2] || match[1].startsWith('--')) return [];
    return [{ where: `${file}:${index + 1}`, property: match[1], value: match[2] }];
  });
}

/** The tokens' values, e.g. "1rem" → "--ui-space-4", from the token block itself. */
function tokenValues(prefix: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, TOKEN_FILE), 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/(--ui-[a-z]+-[a-z0-9]+):\s*([0-9.]+rem);/g)) {
    const [, name, value] = match;
    if (name?.startsWith(prefix) && value) found.set(value, name);
  }
  return found;
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(/i;
/** The same in code, where `&#8594;` is a character and not a colour. */
const CODE_COLOUR = /(?<!&)#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(/gi;
const SPACING = /^(?:margin|padding)(?:-[a-z-]+)?$|^(?:row-|column-)?gap$/;

test('there are stylesheets to check, and tokens to check them against', () => {
  expect(stylesheets).toContain(TOKEN_FILE);
  expect(stylesheets.length).toBeGreaterThan(10);
  expect(tokenValues('--ui-space').get('1rem')).toBe('--ui-space-4');
  expect(tokenValues('--ui-text').get('0.875rem')).toBe('--ui-text-sm');
});

test('no stylesheet writes a colour of its own: every colour is a token', () => {
  const raw = stylesheets.flatMap((file) =>
    declarations(file)
      .filter(({ value }) => COLOUR.test(value))
      .map(({ where, property, value }) => `${where} ${property}: ${value}`),
  );
  expect(raw).toEqual([]);
});

test('no script writes a colour of its own: it reads the token', () => {
  expect(scripts.length).toBeGreaterThan(100);
  const raw = scripts.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(CODE_COLOUR)].map((match) => `${file}:${index + 1} ${match[0]}`),
      ),
  );
  expect(raw).toEqual([]);
});

test('every token a script names is defined in the token block', () => {
  const defined = new Set(
    [
      ...fs.readFileSync(path.join(root, TOKEN_FILE), 'utf8').matchAll(/^\s*(--ui-[a-z0-9-]+):/gm),
    ].map((match) => match[1]),
  );
  const named = scripts.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/['"`](--ui-[a-z0-9-]+)['"`]/g)]
      .map((match) => match[1] ?? '')
      .filter((token) => !defined.has(token))
      .map((token) => `${file} ${token}`),
  );
  expect(defined.has('--ui-chart-charges')).toBe(true);
  expect(named).toEqual([]);
});

test('spacing and type sizes use the token that has their value', () => {
  const space = tokenValues('--ui-space');
  const text = tokenValues('--ui-text');
  const repeated = stylesheets.flatMap((file) =>
    declarations(file).flatMap(({ where, property, value }) => {
      if (SPACING.test(property)) {
        // A negative value (-1rem) has no token; only a positive one that a token holds counts.
        const values = value.split(/\s+/).filter((part) => space.has(part));
        return values.map((part) => `${where} ${property}: ${part} is ${space.get(part)}`);
      }
      if (property === 'font-size' && text.has(value)) {
        return [`${where} font-size: ${value} is ${text.get(value)}`];
      }
      return [];
    }),
  );
  expect(repeated).toEqual([]);
});

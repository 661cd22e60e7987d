import fs from 'node:fs';
import path from 'node:path';
import { z } from './page-zod';
import { z as mini } from './page-zod-mini';

/*
 * In the web builds `z` is page-zod's object (from 'zod') or page-zod-mini's (from 'zod/mini'),
 * while the types come from zod itself: a builder the sources call that the object lacks would
 * compile and fail in the browser. Every `z.<name>` of the web apps' and the shared package's
 * sources that import that form is in its object, or is a type.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const TYPES = new Set(['infer', 'input', 'output', 'ZodType', 'RefinementCtx', 'core']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function buildersUsed(importOf: RegExp): string[] {
  const used = ['host/src', 'remote-member/src', 'remote-admin/src', 'shared/src']
    .flatMap((dir) => sources(path.join(root, dir)))
    .filter((file) => importOf.test(fs.readFileSync(file, 'utf8')))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z_]+)/g)].map((m) => m[1] ?? ''),
    );
  return [...new Set(used)];
}

describe.each([
  { form: 'page-zod', builders: z as Record<string, unknown>, importOf: /from 'zod'/ },
  {
    form: 'page-zod-mini',
    builders: mini as Record<string, unknown>,
    importOf: /from 'zod\/mini'/,
  },
])('$form', ({ builders, importOf }) => {
  const used = buildersUsed(importOf);

  it('finds the builders the sources use', () => {
    expect(used.length).toBeGreaterThan(5);
  });

  it.each(used.filter((name) => !TYPES.has(name)))('has z.%s', (name) => {
    expect(typeof builders[name]).toMatch(/function|object/);
  });
});

describe('both forms', () => {
  it("check an object without trying to compile code (the pages' CSP refuses eval)", () => {
    const compile = jest.spyOn(globalThis, 'Function');
    expect(z.object({ amount: z.number() }).parse({ amount: 5 })).toEqual({ amount: 5 });
    expect(mini.object({ amount: mini.number() }).parse({ amount: 5 })).toEqual({ amount: 5 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });

  it('keep the rule codes that the forms and the server read as messages', () => {
    const name = mini
      .string()
      .check(mini.trim(), mini.minLength(1, 'required'), mini.maxLength(3, 'too_long'));
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('required');
    expect(name.safeParse('abcd').error?.issues[0]?.message).toBe('too_long');
    const full = z.string().trim().min(1, 'required').max(3, 'too_long');
    expect(full.safeParse('   ').error?.issues[0]?.message).toBe('required');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { z } from './page-zod';

/*
 * In the web builds `z` is page-zod's object, while the types come from zod itself: a builder the
 * sources call that the object lacks would compile and fail in the browser. Every `z.<name>` of
 * the web apps' and the shared package's sources is here, or is a type.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const TYPES = new Set(['infer', 'input', 'output', 'ZodType', 'RefinementCtx']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('page-zod', () => {
  const used = new Set(
    ['host/src', 'remote-member/src', 'remote-admin/src', 'shared/src']
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => /from 'zod'/.test(fs.readFileSync(file, 'utf8')))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z_]+)/g)].map((m) => m[1] ?? ''),
      ),
  );

  it("checks an object without trying to compile code (the pages' CSP refuses eval)", () => {
    const compile = jest.spyOn(globalThis, 'Function');
    expect(z.object({ amount: z.number() }).parse({ amount: 5 })).toEqual({ amount: 5 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });

  it('finds the builders the sources use', () => {
    expect(used.size).toBeGreaterThan(5);
  });

  it.each([...used].filter((name) => !TYPES.has(name)))('has z.%s', (name) => {
    expect(typeof (z as Record<string, unknown>)[name]).toMatch(/function|object/);
  });
});

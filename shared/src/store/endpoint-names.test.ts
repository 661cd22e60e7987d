/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

/*
 * The shell and both remotes inject their endpoints into the one shared `baseApi`. Two endpoints
 * with one name would silently drop one of them (the admin's Cancel once posted to
 * `/api/requests/[object Object]/cancel` because the member's `cancelRequest` won), so every name
 * is unique across the three apps, and every injection says `overrideExisting: 'throw'` so a
 * clash that slips past this test fails loudly when the page loads.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['host/src', 'remote-member/src', 'remote-admin/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

test('every endpoint name is defined once across the shell and both remotes', () => {
  const homes = new Map<string, string[]>();
  for (const { file, text } of files) {
    for (const [, name] of text.matchAll(/^\s*([A-Za-z]\w*): build\.(?:query|mutation)\b/gm)) {
      if (name) homes.set(name, [...(homes.get(name) ?? []), file]);
    }
  }
  expect(homes.size).toBeGreaterThan(40);
  expect([...homes].filter(([, where]) => where.length > 1)).toEqual([]);
});

test("every injectEndpoints call refuses to replace an endpoint ('throw')", () => {
  const lax = files
    .filter(({ text }) => text.includes('injectEndpoints('))
    .filter(({ text }) => {
      const calls = text.split('injectEndpoints(').length - 1;
      const strict = text.split("overrideExisting: 'throw'").length - 1;
      return strict < calls;
    })
    .map(({ file }) => file);
  expect(lax).toEqual([]);
});

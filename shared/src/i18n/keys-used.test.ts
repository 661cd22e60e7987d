/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';

/**
 * Every text in the English resources is used by some code: a key nobody asks for is a text
 * nobody reads (and then translates for nothing). A key counts as used when the code names it as
 * a string (`'menu.home'`, `'common:loading'`), or builds it from a template whose fixed start it
 * begins with (`` `errors.${code}` `` uses every `errors.*`). Plural forms count with their base.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['host/src', 'remote-member/src', 'remote-admin/src', 'shared/src'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const at = prefix ? `${prefix}.${key}` : key;
    return typeof child === 'object' && child !== null ? leafKeys(child as object, at) : [at];
  });
}

const code = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

/** Every quoted string in the code, without its namespace. */
const literals = new Set(
  [...code.matchAll(/(['"`])([A-Za-z][\w.:-]*)\1/g)].map((m) => (m[2] ?? '').replace(/^\w+:/, '')),
);
/** The fixed start of every template literal that goes on with `${`. */
const templateStarts = [...code.matchAll(/`(?:\w+:)?([A-Za-z][\w.-]*\.)\$\{/g)].map(
  (m) => m[1] ?? '',
);

const PLURAL = /_(zero|one|two|few|many|other)$/;

test.each([...NAMESPACES])('every English text of %s is used by the code', (ns) => {
  const unused = leafKeys(resources.en[ns])
    .map((key) => key.replace(PLURAL, ''))
    .filter((key) => !literals.has(key) && !templateStarts.some((start) => key.startsWith(start)));
  expect(unused).toEqual([]);
});

import fs from 'node:fs';
import path from 'node:path';

/*
 * docs/security.md names, for each defence, the tests that prove it: one row per test, written
 * `file` : test name (a describe and a test inside it joined by ›). Every named file exists and
 * holds every named title, so the list cannot drift away from the tests it promises.
 */
const root = path.resolve(__dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');

/** A cell as a reader sees it: Markdown's backslash escapes undone. */
const unescape = (cell: string) => cell.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1').trim();

/** The rows of the "Defended" table (the header and its rule left out), cell by cell. */
function defendedRows(): string[][] {
  const section = doc.split(/^## /m).find((part) => part.startsWith('Defended\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        // A `|` inside a cell is written `\|`.
        .split(/(?<!\\)\|/)
        .map(unescape),
    );
}

const TEST_CELL = /^`([^`]+)` : ([^`]+)$/;

/** A title as the source writes it: quotes escaped inside a string are read unescaped. */
const sourceOf = (file: string) =>
  fs.readFileSync(path.join(root, file), 'utf8').replace(/\\(['"`])/g, '$1');

describe('docs/security.md', () => {
  const rows = defendedRows();

  it('has a defended table of threat, defence and one test per row', () => {
    expect(rows.length).toBeGreaterThan(20);
    const malformed = rows.filter((cells) => cells.length !== 3 || !TEST_CELL.test(cells[2] ?? ''));
    expect(malformed).toEqual([]);
    // A row without a threat continues the one above: the first row names one.
    expect(rows[0]?.[0]).not.toBe('');
    const defenceless = rows.filter(([threat, defence]) => (threat === '') !== (defence === ''));
    expect(defenceless).toEqual([]);
  });

  it('names only test files that exist and titles that are in them', () => {
    const missing: string[] = [];
    for (const cells of rows) {
      const [, file = '', name = ''] = TEST_CELL.exec(cells[2] ?? '') ?? [];
      if (!/\.(test|spec)\.tsx?$/.test(file) || !fs.existsSync(path.join(root, file))) {
        missing.push(`no test file ${file}`);
        continue;
      }
      const source = sourceOf(file);
      for (const title of name.split(' › ')) {
        if (!source.includes(title)) missing.push(`${file}: ${title}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

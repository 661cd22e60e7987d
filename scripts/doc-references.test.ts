import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Every file a comment or a doc names is in this repository, and every section it points at
 * exists: a newcomer who follows a pointer finds what it promises. (Notes kept outside the
 * repository, such as a team's planning files, are summarised in docs/ and cited from there.)
 */
const root = path.resolve(__dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) =>
    /\.(ts|tsx|js|mjs|cjs|md|conf|yaml|yml|json|css|html|sh)$|^\.ci\/run$/.test(file),
  )
  .filter(
    (file) =>
      !file.endsWith('package-lock.json') &&
      // This file writes patterns, not pointers; the lint test writes code as other files hold it.
      file !== 'scripts/doc-references.test.ts' &&
      file !== 'scripts/lint-rules.test.ts' &&
      fs.existsSync(path.join(root, file)),
  );
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** `name.md` as a doc or a comment writes it, resolved the way a reader would. */
function resolves(from: string, name: string): boolean {
  const candidates = [path.join(path.dirname(from), name), name];
  return candidates.some((candidate) => fs.existsSync(path.join(root, candidate)));
}

/** A path as code imports it (no extension) or as a comment names it. */
const exists = (target: string) =>
  ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts'].some((end) =>
    fs.existsSync(target + end),
  );

/** The repository's top folders, and the folders a walk inside an app starts from. */
const ROOTS = [
  'host',
  'remote-member',
  'remote-admin',
  'shared',
  'server',
  'e2e',
  'scripts',
  'docs',
  'deploy',
];
const INSIDE_AN_APP = ['src', 'features', 'lib', 'modules', 'app', 'testing'];

/**
 * A path a reader would follow: it starts at one of those folders and need not end in an
 * extension (`shared/src/domain/money/quotes`, `lib/money/use-money-form.ts`). Not a package
 * subpath (`@wallet/shared/domain`), a URL or the rest of a longer path.
 */
const POINTER = new RegExp(
  `(?<![\\w./@$<-])((?:${[...ROOTS, ...INSIDE_AN_APP].join('|')})\\/[\\w./-]*[\\w-])`,
  'g',
);

/**
 * What a reader takes for prose: a doc whole; a source file's comments only, since its strings
 * are run-time paths (a build's output, a test's scratch file) rather than pointers.
 */
function commentsOf(file: string, text: string): string[] {
  if (file.endsWith('.md')) return [text];
  if (/\.(ts|tsx|js|mjs|cjs|css)$/.test(file)) {
    // `/*` right after `*` or inside a quote is a glob (`src/**/*.ts`), not a comment.
    return [...text.matchAll(/(?<![*\w'"`])\/\*[\s\S]*?\*\/|(?<![:\w'"`\\])\/\/.*$/gm)].map(
      (match) => match[0],
    );
  }
  if (/\.(sh|ya?ml|conf)$|^\.ci\/run$/.test(file)) {
    return [...text.matchAll(/(?:^|\s)#.*$/gm)].map((match) => match[0]);
  }
  return [];
}

const headings = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));

describe('pointers in code and docs', () => {
  it('name only Markdown files that exist in the repository', () => {
    const broken: string[] = [];
    for (const file of tracked) {
      const text = read(file);
      for (const match of text.matchAll(/(?<![\w/.-])((?:\.{1,2}\/)?[\w./-]*[\w-]+\.md)\b/g)) {
        const name = match[1] ?? '';
        if (/^https?:/.test(name) || name.includes('node_modules')) continue;
        if (!resolves(file, name)) broken.push(`${file}: ${name}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name no planning note kept outside the repository, with or without its extension', () => {
    const outside =
      /product[- ]spec|measured[- ]facts|module[- ]federation[- ]notes|decisions\.md|spec kit/gi;
    const named: string[] = [];
    for (const file of tracked) {
      for (const text of file.endsWith('.md') ? [read(file)] : commentsOf(file, read(file))) {
        for (const match of text.matchAll(outside)) named.push(`${file}: ${match[0]}`);
      }
    }
    expect(named).toEqual([]);
  });

  it('send no reader to "the spec": comments, docs and test names say the rule or point at docs/', () => {
    // A test's name is a string, so a test file is read whole; elsewhere comments and docs only.
    const cites =
      /\(spec\)|(?<![.\w])spec's|\bthe spec\b|\bspec (?:message|text|entries|routes|words)\b/gi;
    const isTest = (file: string) => /\.test\.tsx?$|^e2e\/.*\.spec\.ts$/.test(file);
    const named: string[] = [];
    for (const file of tracked) {
      const texts =
        file.endsWith('.md') || isTest(file) ? [read(file)] : commentsOf(file, read(file));
      for (const text of texts) {
        for (const match of text.matchAll(cites)) named.push(`${file}: ${match[0]}`);
      }
    }
    expect(named).toEqual([]);
  });

  it('climb only to places in the repository that exist', () => {
    const outside: string[] = [];
    for (const file of tracked) {
      for (const match of read(file).matchAll(/(?<![\w.])((?:\.\.\/)+[\w.-][\w./-]*)/g)) {
        // A template (`${port}`) or the run's own cache folder is made at run time.
        if (/\$\{|\.cache\//.test(match[1] ?? '')) continue;
        const target = path.resolve(root, path.dirname(file), match[1] ?? '');
        const inside = target === root || target.startsWith(root + path.sep);
        if (!inside || !exists(target)) outside.push(`${file}: ${match[1]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('point at sections of the product rules and the API map that exist', () => {
    const rules = new Set(
      headings('docs/product.md').flatMap((h) => /^(\d+)\./.exec(h)?.slice(1) ?? []),
    );
    const apiSections = headings('docs/api.md');
    const broken: string[] = [];
    for (const file of tracked) {
      const text = read(file);
      for (const match of text.matchAll(/product\.md\)?((?:[ ,]*(?:and )?§\d+(?:–\d+)?)+)/g)) {
        for (const [, from = '', to] of (match[1] ?? '').matchAll(/§(\d+)(?:–(\d+))?/g)) {
          for (const n of [from, to].filter((x): x is string => x !== undefined)) {
            if (!rules.has(n)) broken.push(`${file}: product.md §${n}`);
          }
        }
      }
      for (const match of text.matchAll(/docs\/api\.md "([^"]+)"/g)) {
        const section = match[1] ?? '';
        if (!apiSections.some((h) => h.startsWith(section))) {
          broken.push(`${file}: docs/api.md "${section}"`);
        }
      }
    }
    expect(rules.size).toBeGreaterThanOrEqual(14);
    expect(broken).toEqual([]);
  });

  it('name in comments and docs only files and folders that exist, with or without an extension', () => {
    const everyFile = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const places = new Set(everyFile);
    for (const file of everyFile) {
      const parts = file.split('/');
      for (let i = 1; i < parts.length; i += 1) places.add(parts.slice(0, i).join('/'));
    }
    const placeList = [...places];
    // As code imports it (no extension), as a comment names it, or a folder.
    const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '.md', '.css', '/index.ts'];
    const found = (named: string) =>
      ENDINGS.some(
        (end) =>
          places.has(named + end) ||
          // A walk names files from an app's src/ ("features/wallet/…", "lib/money/…").
          (!ROOTS.includes(named.split('/')[0] ?? '') &&
            placeList.some((place) => place.endsWith(`/${named}${end}`))),
      );
    const missing: string[] = [];
    for (const file of tracked) {
      for (const text of commentsOf(file, read(file))) {
        for (const match of text.matchAll(POINTER)) {
          const named = match[1] ?? '';
          if (/(^|\/)dist(\/|$)/.test(named)) continue; // build output, not in the repository
          if (!found(named)) missing.push(`${file}: ${named}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('name in docs only source files that exist (from the root or inside an app)', () => {
    const everyFile = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const missing: string[] = [];
    for (const doc of tracked.filter((file) => /(^|\/)(docs\/.*|README)\.md$/.test(file))) {
      for (const match of read(doc).matchAll(
        /`([\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|mjs|css|json|conf|yaml))`/g,
      )) {
        const named = match[1] ?? '';
        if (/(^|\/)dist\//.test(named)) continue; // build output, not in the repository
        // A walk names files from the root or from an app's src/ ("features/wallet/…").
        const found = everyFile.some((file) => file === named || file.endsWith(`/${named}`));
        if (!found) missing.push(`${doc}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

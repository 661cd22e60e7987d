// Lints pieces of code as if each were the named file of the repository, with the repository's
// own ESLint config, and prints each one's rule ids as JSON. Reads [{ file, code }] on stdin.
// A separate process because the config is an ES module, which jest's CommonJS cannot load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..', '..');
const snippets = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: root });
const answers = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  answers.push([...new Set((result?.messages ?? []).map((message) => message.ruleId))].sort());
}
process.stdout.write(JSON.stringify(answers));

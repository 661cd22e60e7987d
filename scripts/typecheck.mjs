// Type-checks every workspace with its own tsconfig (strict, from tsconfig.base.json).
import { spawnSync } from 'node:child_process';

const projects = [
  '.',
  'shared',
  'host',
  'remote-member',
  'remote-admin',
  'server',
  'e2e',
  'scripts/bench/floor-app',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

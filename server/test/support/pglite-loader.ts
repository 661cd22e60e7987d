import vm from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';

interface PgliteModule {
  PGlite: typeof PGlite;
}

let loading: Promise<PgliteModule> | undefined;

/**
 * PGlite's WASM start-up runs `import()`, which jest's module sandbox refuses (it would need
 * --experimental-vm-modules for the whole run). Loading PGlite's ES module through Node's own
 * loader, from the main context, lets it start normally; pg and the rest stay in the sandbox.
 * Node prints one ExperimentalWarning per worker for this loader; it is expected.
 */
export function loadPglite(): Promise<PgliteModule> {
  loading ??= (
    vm.runInThisContext('(specifier) => import(specifier)', {
      filename: __filename,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    } as vm.RunningScriptOptions) as (specifier: string) => Promise<PgliteModule>
  )('@electric-sql/pglite');
  return loading;
}

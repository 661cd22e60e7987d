/**
 * What `import { z } from 'zod/mini'` is in the web apps' builds (webpack.common.js shares it
 * under the key `zod/mini`): the builders the site's mini-form schemas use, and nothing else.
 * zod's mini form has no methods on its schemas, so a build keeps only the checks it calls: the
 * shell's first page carries about 9 KB gz of it instead of the 27 KB of full zod, which only
 * the remotes share (docs/federation.md, "zod in two forms"). Write `import { z }`, never
 * `import * as z`: the shared module's one export is `z` (lint refuses the other form).
 *
 * No `config({ jitless: true })` here, unlike page-zod.ts: the mini form's objects are checked
 * without compiling code (page-zod.test.ts shows it).
 */
export * as z from './page-zod-mini-builders';

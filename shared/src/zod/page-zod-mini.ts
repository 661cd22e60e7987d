/**
 * What `import * as z from 'zod/mini'` is in the web apps' builds (webpack.common.js shares it
 * under the key `zod/mini`): the builders the shell's own schemas use, and nothing else. zod's
 * "mini" form has no methods on its schemas, so a build keeps only the checks it calls: the
 * shell's first page carries about 8 KB gz of it instead of the 27 KB of zod's full form, which
 * only the remotes' pages need. Why the shell holds no full zod: docs/federation.md.
 */
import { config } from 'zod/v4/mini';

// The same reason as page-zod.ts: the pages' CSP refuses eval. The shell's copy of zod's core is
// its own, so it is told separately.
config({ jitless: true });

export * as z from './page-zod-mini-builders';

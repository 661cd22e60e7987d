/**
 * What `import { z } from 'zod'` is in the web apps' builds (webpack.common.js shares it under
 * the key `zod`, by the remotes only): the schema builders the site uses, so one copy of full
 * zod, a remote's, is on a page with a form, trimmed to these. zod shared whole was 82 KB gz; a
 * trimmed copy is 27 KB. The shell uses zod's mini form only (page-zod-mini.ts). Types still come from zod itself, so a builder used but not
 * listed here would type-check and fail at run time: page-zod.test.ts reads the sources for
 * every `z.<name>` and finds it in page-zod-builders.ts. Adding one is a minor version of @wallet/shared.
 */
import { config } from 'zod/v4';

// The pages run under a CSP that refuses eval. Zod's fast object check would first try to
// compile code, and that refused attempt is a CSP violation report on every page; the plain
// check is as correct and fast enough for an API answer.
config({ jitless: true });

export * as z from './page-zod-builders';

// The texts the first page reads (the header, the login form, the home page) in one language, in
// a chunk of their own: a page downloads only the language in use, the other member pages' texts
// only before the first of them (languages/zh-pages.ts), and the back office's only in the
// back office (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { StartTexts } from '../namespaces';
import common from '../locales/zh/common.json';
import auth from '../locales/zh/auth.json';
import home from '../locales/zh/home.json';

export const texts: StartTexts = {
  common,
  auth,
  home,
};

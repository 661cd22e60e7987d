// Every text of one language but the back office's, in a chunk of its own: a page downloads only
// the language in use, and the back office's texts only in the back office (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { MemberTexts } from '../namespaces';
import common from '../locales/en/common.json';
import auth from '../locales/en/auth.json';
import home from '../locales/en/home.json';
import register from '../locales/en/register.json';
import account from '../locales/en/account.json';
import money from '../locales/en/money.json';
import support from '../locales/en/support.json';
import howToPlay from '../locales/en/howToPlay.json';

/** English is the reference: the other languages must have exactly its keys (i18n.test.ts). */
export const texts = {
  common,
  auth,
  home,
  register,
  account,
  money,
  support,
  howToPlay,
} satisfies MemberTexts;

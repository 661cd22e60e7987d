// Every text of one language but the back office's, in a chunk of its own: a page downloads only
// the language in use, and the back office's texts only in the back office (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { MemberTexts } from '../namespaces';
import common from '../locales/ja/common.json';
import auth from '../locales/ja/auth.json';
import home from '../locales/ja/home.json';
import register from '../locales/ja/register.json';
import account from '../locales/ja/account.json';
import money from '../locales/ja/money.json';
import support from '../locales/ja/support.json';
import howToPlay from '../locales/ja/howToPlay.json';

export const texts: MemberTexts = {
  common,
  auth,
  home,
  register,
  account,
  money,
  support,
  howToPlay,
};

// Every text of one language but the back office's, in a chunk of its own: a page downloads only
// the language in use, and the back office's texts only in the back office (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { MemberTexts } from '../namespaces';
import common from '../locales/ko/common.json';
import auth from '../locales/ko/auth.json';
import home from '../locales/ko/home.json';
import register from '../locales/ko/register.json';
import account from '../locales/ko/account.json';
import money from '../locales/ko/money.json';
import support from '../locales/ko/support.json';
import howToPlay from '../locales/ko/howToPlay.json';

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

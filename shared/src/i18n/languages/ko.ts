// Every text of one language, in a chunk of its own: a page downloads only the language in use
// (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { LanguageTexts } from '../namespaces';
import common from '../locales/ko/common.json';
import auth from '../locales/ko/auth.json';
import admin from '../locales/ko/admin.json';
import home from '../locales/ko/home.json';
import register from '../locales/ko/register.json';
import account from '../locales/ko/account.json';
import adminUsers from '../locales/ko/adminUsers.json';
import money from '../locales/ko/money.json';
import adminMoney from '../locales/ko/adminMoney.json';
import support from '../locales/ko/support.json';
import howToPlay from '../locales/ko/howToPlay.json';
import adminSupport from '../locales/ko/adminSupport.json';

export const texts: LanguageTexts = {
  common,
  auth,
  admin,
  home,
  register,
  account,
  adminUsers,
  money,
  adminMoney,
  support,
  howToPlay,
  adminSupport,
};

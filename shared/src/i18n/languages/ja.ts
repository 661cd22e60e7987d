// Every text of one language, in a chunk of its own: a page downloads only the language in use
// (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { LanguageTexts } from '../namespaces';
import common from '../locales/ja/common.json';
import auth from '../locales/ja/auth.json';
import admin from '../locales/ja/admin.json';
import home from '../locales/ja/home.json';
import register from '../locales/ja/register.json';
import account from '../locales/ja/account.json';
import adminUsers from '../locales/ja/adminUsers.json';
import money from '../locales/ja/money.json';
import adminMoney from '../locales/ja/adminMoney.json';
import support from '../locales/ja/support.json';
import howToPlay from '../locales/ja/howToPlay.json';
import adminSupport from '../locales/ja/adminSupport.json';

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

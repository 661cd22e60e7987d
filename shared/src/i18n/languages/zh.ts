// Every text of one language, in a chunk of its own: a page downloads only the language in use
// (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { LanguageTexts } from '../namespaces';
import common from '../locales/zh/common.json';
import auth from '../locales/zh/auth.json';
import admin from '../locales/zh/admin.json';
import home from '../locales/zh/home.json';
import register from '../locales/zh/register.json';
import account from '../locales/zh/account.json';
import adminUsers from '../locales/zh/adminUsers.json';
import money from '../locales/zh/money.json';
import adminMoney from '../locales/zh/adminMoney.json';
import support from '../locales/zh/support.json';
import howToPlay from '../locales/zh/howToPlay.json';
import adminSupport from '../locales/zh/adminSupport.json';

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

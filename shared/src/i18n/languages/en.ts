// Every text of one language, in a chunk of its own: a page downloads only the language in use
// (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { LanguageTexts } from '../namespaces';
import common from '../locales/en/common.json';
import auth from '../locales/en/auth.json';
import admin from '../locales/en/admin.json';
import home from '../locales/en/home.json';
import register from '../locales/en/register.json';
import account from '../locales/en/account.json';
import adminUsers from '../locales/en/adminUsers.json';
import money from '../locales/en/money.json';
import adminMoney from '../locales/en/adminMoney.json';
import support from '../locales/en/support.json';
import howToPlay from '../locales/en/howToPlay.json';
import adminSupport from '../locales/en/adminSupport.json';

/** English is the reference: the other languages must have exactly its keys (i18n.test.ts). */
export const texts = {
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
} satisfies LanguageTexts;

import type { Language } from '@wallet/shared/domain';
import enAccount from './locales/en/account.json';
import enAdmin from './locales/en/admin.json';
import enAdminUsers from './locales/en/adminUsers.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enRegister from './locales/en/register.json';
import enMoney from './locales/en/money.json';
import enAdminMoney from './locales/en/adminMoney.json';
import jaAccount from './locales/ja/account.json';
import jaAdmin from './locales/ja/admin.json';
import jaAdminUsers from './locales/ja/adminUsers.json';
import jaAuth from './locales/ja/auth.json';
import jaCommon from './locales/ja/common.json';
import jaHome from './locales/ja/home.json';
import jaRegister from './locales/ja/register.json';
import jaMoney from './locales/ja/money.json';
import jaAdminMoney from './locales/ja/adminMoney.json';
import koAccount from './locales/ko/account.json';
import koAdmin from './locales/ko/admin.json';
import koAdminUsers from './locales/ko/adminUsers.json';
import koAuth from './locales/ko/auth.json';
import koCommon from './locales/ko/common.json';
import koHome from './locales/ko/home.json';
import koRegister from './locales/ko/register.json';
import koMoney from './locales/ko/money.json';
import koAdminMoney from './locales/ko/adminMoney.json';
import zhAccount from './locales/zh/account.json';
import zhAdmin from './locales/zh/admin.json';
import zhAdminUsers from './locales/zh/adminUsers.json';
import zhAuth from './locales/zh/auth.json';
import zhCommon from './locales/zh/common.json';
import zhHome from './locales/zh/home.json';
import zhRegister from './locales/zh/register.json';
import zhMoney from './locales/zh/money.json';
import zhAdminMoney from './locales/zh/adminMoney.json';

import enSupport from './locales/en/support.json';
import enHowToPlay from './locales/en/howToPlay.json';
import enAdminSupport from './locales/en/adminSupport.json';
import jaSupport from './locales/ja/support.json';
import jaHowToPlay from './locales/ja/howToPlay.json';
import jaAdminSupport from './locales/ja/adminSupport.json';
import koSupport from './locales/ko/support.json';
import koHowToPlay from './locales/ko/howToPlay.json';
import koAdminSupport from './locales/ko/adminSupport.json';
import zhSupport from './locales/zh/support.json';
import zhHowToPlay from './locales/zh/howToPlay.json';
import zhAdminSupport from './locales/zh/adminSupport.json';
/**
 * Namespaces, kept small: common (header, menu, footer, errors, session, guards, remote loading),
 * auth (login forms), admin (back office), home (member home and not-found), register
 * (registration and its guide), account (password reset, my page, account field and error
 * texts), adminUsers (member management in the back office), money (the member's wallet,
 * transfer and platform screens), adminMoney (the back office's money screens), support (the
 * member's inbox, notices and inquiries), howToPlay (the how-to-play page), adminSupport (the back
 * office's messages, notices, inquiries, audit log and dashboard charts).
 */
export const NAMESPACES = [
  'common',
  'auth',
  'admin',
  'home',
  'register',
  'account',
  'adminUsers',
  'money',
  'adminMoney',
  'support',
  'howToPlay',
  'adminSupport',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English is the reference: the other languages must have exactly its keys (i18n.test.ts). */
export const englishResources = {
  common: enCommon,
  auth: enAuth,
  admin: enAdmin,
  home: enHome,
  register: enRegister,
  account: enAccount,
  adminUsers: enAdminUsers,
  money: enMoney,
  adminMoney: enAdminMoney,
  support: enSupport,
  howToPlay: enHowToPlay,
  adminSupport: enAdminSupport,
};

/**
 * Every language, imported statically: the texts are small and a language switch reloads the
 * page anyway, so splitting them per language would only add requests.
 */
export const resources: Record<Language, Record<Namespace, object>> = {
  en: englishResources,
  ko: {
    common: koCommon,
    auth: koAuth,
    admin: koAdmin,
    home: koHome,
    register: koRegister,
    account: koAccount,
    adminUsers: koAdminUsers,
    money: koMoney,
    adminMoney: koAdminMoney,
    support: koSupport,
    howToPlay: koHowToPlay,
    adminSupport: koAdminSupport,
  },
  zh: {
    common: zhCommon,
    auth: zhAuth,
    admin: zhAdmin,
    home: zhHome,
    register: zhRegister,
    account: zhAccount,
    adminUsers: zhAdminUsers,
    money: zhMoney,
    adminMoney: zhAdminMoney,
    support: zhSupport,
    howToPlay: zhHowToPlay,
    adminSupport: zhAdminSupport,
  },
  ja: {
    common: jaCommon,
    auth: jaAuth,
    admin: jaAdmin,
    home: jaHome,
    register: jaRegister,
    account: jaAccount,
    adminUsers: jaAdminUsers,
    money: jaMoney,
    adminMoney: jaAdminMoney,
    support: jaSupport,
    howToPlay: jaHowToPlay,
    adminSupport: jaAdminSupport,
  },
};

/** Each language's own name, the same in every interface language so a reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  zh: '中文',
  ja: '日本語',
};

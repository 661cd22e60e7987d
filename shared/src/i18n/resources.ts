import type { Language } from '@wallet/shared/domain';
import enAdmin from './locales/en/admin.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import jaAdmin from './locales/ja/admin.json';
import jaAuth from './locales/ja/auth.json';
import jaCommon from './locales/ja/common.json';
import jaHome from './locales/ja/home.json';
import koAdmin from './locales/ko/admin.json';
import koAuth from './locales/ko/auth.json';
import koCommon from './locales/ko/common.json';
import koHome from './locales/ko/home.json';
import zhAdmin from './locales/zh/admin.json';
import zhAuth from './locales/zh/auth.json';
import zhCommon from './locales/zh/common.json';
import zhHome from './locales/zh/home.json';

/**
 * Namespaces, kept small: common (header, menu, footer, errors, session, guards, remote loading),
 * auth (login forms), admin (back office), home (member home and not-found).
 */
export const NAMESPACES = ['common', 'auth', 'admin', 'home'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English is the reference: the other languages must have exactly its keys (i18n.test.ts). */
export const englishResources = { common: enCommon, auth: enAuth, admin: enAdmin, home: enHome };

/**
 * Every language, imported statically: the texts are small and a language switch reloads the
 * page anyway, so splitting them per language would only add requests.
 */
export const resources: Record<Language, Record<Namespace, object>> = {
  en: englishResources,
  ko: { common: koCommon, auth: koAuth, admin: koAdmin, home: koHome },
  zh: { common: zhCommon, auth: zhAuth, admin: zhAdmin, home: zhHome },
  ja: { common: jaCommon, auth: jaAuth, admin: jaAdmin, home: jaHome },
};

/** Each language's own name, the same in every interface language so a reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  zh: '中文',
  ja: '日本語',
};

import type { Language } from '@wallet/shared/domain';

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

/** One language's texts, namespace by namespace. */
export type LanguageTexts = Record<Namespace, object>;

/** Each language's own name, the same in every interface language so a reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  zh: '中文',
  ja: '日本語',
};

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
/** What the first page reads (the header, the login form, the home page): fetched at start. */
export const START_NAMESPACES = ['common', 'auth', 'home'] as const;

/**
 * The member side's other pages: fetched before the first navigation to one of them, and at start
 * for a signed-in member or a page that needs them (load.ts).
 */
export const PAGE_NAMESPACES = ['register', 'account', 'money', 'support', 'howToPlay'] as const;

export const MEMBER_NAMESPACES = [...START_NAMESPACES, ...PAGE_NAMESPACES] as const;

/** Only the back office uses these: their texts travel only to pages under /admin (load.ts). */
export const BACK_OFFICE_NAMESPACES = [
  'admin',
  'adminUsers',
  'adminMoney',
  'adminSupport',
] as const;

export const NAMESPACES = [...MEMBER_NAMESPACES, ...BACK_OFFICE_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts, namespace by namespace. */
export type LanguageTexts = Record<Namespace, object>;
export type StartTexts = Record<(typeof START_NAMESPACES)[number], object>;
export type PageTexts = Record<(typeof PAGE_NAMESPACES)[number], object>;
export type BackOfficeTexts = Record<(typeof BACK_OFFICE_NAMESPACES)[number], object>;

/** Each language's own name, the same in every interface language so a reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  zh: '中文',
  ja: '日本語',
};

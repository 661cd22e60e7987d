export const ROLES = ['admin', 'user'] as const;
/** `user` is an ordinary member; `admin` an administrator. */
export type Role = (typeof ROLES)[number];

/** Member statuses and the moves between them (docs/product.md §5). */
export const MEMBER_STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const LANGUAGES = ['en', 'ko', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/**
 * The languages other than the default: an auto-message template has a text in each, and a member
 * whose language has none reads the default's (docs/product.md §3).
 */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

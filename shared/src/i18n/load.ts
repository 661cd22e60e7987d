import type { Language } from '@wallet/shared/domain';
// The files, not the packages' indexes: the shell's start script reaches this module.
import { isAdminPath } from '../domain/areas';
import type { BackOfficeTexts, MemberTexts } from './namespaces';
import { startupLanguage } from './startup-language';

/**
 * Each language's texts are two chunks of their own, fetched at start for the language in use
 * only: the member side's, on every page, and the back office's, only for a page under /admin.
 * Choosing another language reloads the page (setup.ts), which then fetches that one.
 */
const MEMBER: Record<Language, () => Promise<{ texts: MemberTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './languages/en'),
  ko: () => import(/* webpackChunkName: "texts-ko" */ './languages/ko'),
  zh: () => import(/* webpackChunkName: "texts-zh" */ './languages/zh'),
  ja: () => import(/* webpackChunkName: "texts-ja" */ './languages/ja'),
};

const BACK_OFFICE: Record<Language, () => Promise<{ texts: BackOfficeTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-back-office-en" */ './languages/en-back-office'),
  ko: () => import(/* webpackChunkName: "texts-back-office-ko" */ './languages/ko-back-office'),
  zh: () => import(/* webpackChunkName: "texts-back-office-zh" */ './languages/zh-back-office'),
  ja: () => import(/* webpackChunkName: "texts-back-office-ja" */ './languages/ja-back-office'),
};

/** The back office's texts of one language. */
export async function loadBackOfficeTexts(language: Language): Promise<BackOfficeTexts> {
  return (await BACK_OFFICE[language]()).texts;
}

/** The texts a page needs: the member side's, and the back office's with `backOffice`. */
export async function loadLanguageTexts(
  language: Language,
  { backOffice }: { backOffice: boolean },
): Promise<MemberTexts & Partial<BackOfficeTexts>> {
  const [member, office] = await Promise.all([
    MEMBER[language](),
    backOffice ? loadBackOfficeTexts(language) : null,
  ]);
  return { ...member.texts, ...office };
}

/**
 * The texts the page starts with: the stored language's, with the back office's on a page under
 * /admin. The shell's start script asks first (shared/src/start); the i18n setup gets the same
 * chunks (webpack loads a chunk once).
 */
export async function loadStartupTexts(): Promise<{
  language: Language;
  texts: MemberTexts & Partial<BackOfficeTexts>;
}> {
  const language = startupLanguage();
  const backOffice = isAdminPath(globalThis.location.pathname);
  return { language, texts: await loadLanguageTexts(language, { backOffice }) };
}

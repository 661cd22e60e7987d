import type { Language } from '@wallet/shared/domain';
// The files, not the packages' indexes: the shell's start script reaches this module.
import { isAdminPath } from '../domain/areas';
import { readMemberSession } from '../store/storage';
import type { BackOfficeTexts, PageTexts, StartTexts } from './namespaces';
import { startupLanguage } from './startup-language';

/**
 * Each language's texts are three chunks of their own, fetched for the language in use only: the
 * first page's (the header, the login form, the home page) on every page, the member side's
 * other pages' before the first of them, and the back office's only under /admin. Choosing
 * another language reloads the page (setup.ts), which then fetches that one.
 */
const START: Record<Language, () => Promise<{ texts: StartTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './languages/en'),
  ko: () => import(/* webpackChunkName: "texts-ko" */ './languages/ko'),
  zh: () => import(/* webpackChunkName: "texts-zh" */ './languages/zh'),
  ja: () => import(/* webpackChunkName: "texts-ja" */ './languages/ja'),
};

const PAGES: Record<Language, () => Promise<{ texts: PageTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-pages-en" */ './languages/en-pages'),
  ko: () => import(/* webpackChunkName: "texts-pages-ko" */ './languages/ko-pages'),
  zh: () => import(/* webpackChunkName: "texts-pages-zh" */ './languages/zh-pages'),
  ja: () => import(/* webpackChunkName: "texts-pages-ja" */ './languages/ja-pages'),
};

const BACK_OFFICE: Record<Language, () => Promise<{ texts: BackOfficeTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-back-office-en" */ './languages/en-back-office'),
  ko: () => import(/* webpackChunkName: "texts-back-office-ko" */ './languages/ko-back-office'),
  zh: () => import(/* webpackChunkName: "texts-back-office-zh" */ './languages/zh-back-office'),
  ja: () => import(/* webpackChunkName: "texts-back-office-ja" */ './languages/ja-back-office'),
};

/** A visitor's pages that read the first page's texts only. */
const START_PATHS = new Set(['/', '/login']);

/**
 * Whether a page needs the member side's other pages' texts: every member page but a visitor's
 * home and login (a signed-in member's home reads the money and support texts). The back office
 * reads its own texts and the common ones only.
 */
export function needsPageTexts(pathname: string, signedIn: boolean): boolean {
  if (isAdminPath(pathname)) return false;
  return signedIn || !START_PATHS.has(pathname);
}

/** The member side's other pages' texts of one language. */
export async function loadPageTexts(language: Language): Promise<PageTexts> {
  return (await PAGES[language]()).texts;
}

/** The back office's texts of one language. */
export async function loadBackOfficeTexts(language: Language): Promise<BackOfficeTexts> {
  return (await BACK_OFFICE[language]()).texts;
}

/** The texts a page needs: the first page's, and the others it asks for. */
export async function loadLanguageTexts(
  language: Language,
  { pages, backOffice }: { pages: boolean; backOffice: boolean },
): Promise<StartTexts & Partial<PageTexts & BackOfficeTexts>> {
  const [start, other, office] = await Promise.all([
    START[language](),
    pages ? loadPageTexts(language) : null,
    backOffice ? loadBackOfficeTexts(language) : null,
  ]);
  return { ...start.texts, ...other, ...office };
}

/**
 * The texts the page starts with: the stored language's first-page texts, with the other pages'
 * where this page needs them and the back office's on a page under /admin. The shell's start
 * script asks first (shared/src/start); the i18n setup gets the same chunks (webpack loads a
 * chunk once).
 */
export async function loadStartupTexts(): Promise<{
  language: Language;
  texts: StartTexts & Partial<PageTexts & BackOfficeTexts>;
}> {
  const language = startupLanguage();
  const { pathname } = globalThis.location;
  const texts = await loadLanguageTexts(language, {
    pages: needsPageTexts(pathname, readMemberSession() !== null),
    backOffice: isAdminPath(pathname),
  });
  return { language, texts };
}

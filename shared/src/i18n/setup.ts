import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@wallet/shared/domain';
import { writeLanguage } from '@wallet/shared/store';
import { loadBackOfficeTexts, loadPageTexts, loadStartupTexts } from './load';
import { NAMESPACES, type LanguageTexts } from './namespaces';

/**
 * The site's one i18next instance, in the stored language, once that language's texts have
 * arrived (only that language's, and the back office's only under /admin: load.ts). The shell calls it once and provides it with
 * I18nextProvider; remotes reach it through that context (this module, and so its react-i18next,
 * is a shared singleton).
 */
export async function startI18n(): Promise<i18n> {
  const { language, texts } = await loadStartupTexts();
  return createI18n(language, texts);
}

/**
 * The texts a page may start without and fetch on its first navigation that needs them (load.ts):
 * the member side's other pages' and the back office's. Each is known by one of its namespaces.
 */
const TEXT_SETS = {
  pages: { namespace: 'money', load: loadPageTexts },
  backOffice: { namespace: 'admin', load: loadBackOfficeTexts },
} as const;
export type TextSet = keyof typeof TEXT_SETS;

/** Whether a set of texts is loaded in the instance's language. */
export function hasTexts(instance: i18n, set: TextSet): boolean {
  return instance.hasResourceBundle(instance.language, TEXT_SETS[set].namespace);
}

/** Adds a set of texts to an instance that started without it, in its language. */
export async function addTexts(instance: i18n, set: TextSet): Promise<void> {
  if (hasTexts(instance, set)) return;
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  for (const [namespace, texts] of Object.entries(await TEXT_SETS[set].load(language))) {
    instance.addResourceBundle(language, namespace, texts);
  }
}

/** An i18next instance in `language`, with that language's texts (every language has every key). */
export function createI18n(language: Language, texts: Partial<LanguageTexts>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [language]: texts },
    lng: language,
    // Every language has every key (i18n.test.ts), so no other language is fetched as a fallback.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Saves the choice and reloads, so every part of the page (remotes too) starts in it (docs/product.md §14). */
export function changeLanguage(language: Language): void {
  writeLanguage(language);
  globalThis.location.reload();
}

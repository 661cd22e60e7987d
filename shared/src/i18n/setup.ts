import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@wallet/shared/domain';
import { readLanguage, writeLanguage } from '@wallet/shared/store';
import { NAMESPACES, resources } from './resources';

/**
 * The interface language: the stored one, or on first start the default, which is then stored
 * (docs/product.md §14: "if no language is stored, en is stored and made active").
 */
export function startupLanguage(): Language {
  const stored = readLanguage();
  if (stored) return stored;
  writeLanguage(DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}

/**
 * Creates the site's one i18next instance. The shell calls it once and provides it with
 * I18nextProvider; remotes reach it through that context (react-i18next is a shared singleton).
 */
export function createI18n(language: Language = startupLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(resources),
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

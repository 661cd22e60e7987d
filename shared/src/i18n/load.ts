import type { Language } from '@wallet/shared/domain';
import type { LanguageTexts } from './namespaces';

/**
 * Each language's texts are a chunk of their own, fetched at start for the language in use only;
 * choosing another language reloads the page (setup.ts), which then fetches that one.
 */
const LOADERS: Record<Language, () => Promise<{ texts: LanguageTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './languages/en'),
  ko: () => import(/* webpackChunkName: "texts-ko" */ './languages/ko'),
  zh: () => import(/* webpackChunkName: "texts-zh" */ './languages/zh'),
  ja: () => import(/* webpackChunkName: "texts-ja" */ './languages/ja'),
};

export async function loadLanguageTexts(language: Language): Promise<LanguageTexts> {
  return (await LOADERS[language]()).texts;
}

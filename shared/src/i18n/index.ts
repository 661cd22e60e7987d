import './types';

export { createI18n, startI18n, changeLanguage } from './setup';
export { startupLanguage } from './startup-language';
export { NAMESPACES, LANGUAGE_NAMES, type Namespace, type LanguageTexts } from './namespaces';
// A type only: the English texts themselves travel in their own chunk (load.ts).
export type { texts as englishResources } from './languages/en';
export { useFormat } from './use-format';

import './types';

export {
  addBackOfficeTexts,
  createI18n,
  startI18n,
  changeLanguage,
  hasBackOfficeTexts,
} from './setup';
export { startupLanguage } from './startup-language';
export { NAMESPACES, LANGUAGE_NAMES, type Namespace, type LanguageTexts } from './namespaces';
// A type only (erased from the bundle): the texts themselves travel in their own chunks (load.ts).
export type { englishResources } from './resources';
export { useFormat } from './use-format';

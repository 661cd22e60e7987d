import './types';

// react-i18next is imported in this folder only (lint refuses it elsewhere), so it travels inside
// this shared module, trimmed to these names, rather than whole as a shared module of its own
// (docs/federation.md).
export { I18nextProvider, useTranslation } from 'react-i18next';

export { addTexts, createI18n, startI18n, changeLanguage, hasTexts, type TextSet } from './setup';
export { needsPageTexts } from './load';
export { startupLanguage } from './startup-language';
export { NAMESPACES, LANGUAGE_NAMES, type Namespace, type LanguageTexts } from './namespaces';
// A type only (erased from the bundle): the texts themselves travel in their own chunks (load.ts).
export type { englishResources } from './resources';
export { useFormat } from './use-format';
